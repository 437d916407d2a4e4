import type { Locale } from '@portal/contracts';
import { type BrandTheme, siteColours } from './brand';
import { brandDisplayName } from './brand-name';
import { format, MESSAGES } from './messages';

/**
 * Server-rendered pages of the identity provider. No scripts at all (the CSP allows only our own
 * files and these pages need none); styles inline; usable on a phone and with a keyboard or a
 * screen reader: a language attribute, labels for every field, errors announced (role=alert) and
 * tied to their fields, a visible focus ring.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

interface PageOptions {
  theme: BrandTheme;
  locale: Locale;
  title: string;
  body: string;
}

/** The frame of every provider page: the site's brand name and colours, language, no script. */
export function page({ theme, locale, title, body }: PageOptions): string {
  const t = theme;
  const name = brandDisplayName(t.brand, locale, t.country);
  const c = siteColours(t, locale);
  return `<!doctype html>
<html lang="${locale}" data-brand="${t.brand}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="${escapeHtml(t.icon)}">
<title>${escapeHtml(title)} · ${escapeHtml(name)}</title>
<style>
:root{--primary:${c.primary};--on-primary:${c.onPrimary};--primary-hover:${c.primaryStrong};--bg:color-mix(in srgb,var(--primary) 7%,#fff);--error:#b00020}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;background:var(--bg);font:16px/1.5 ${c.fontFamily};color:#1a1a1a}
main{width:100%;max-width:26rem;margin:8vh 1rem 2rem;background:#fff;border-radius:8px;box-shadow:0 2px 8px rgba(0,0,0,.12);overflow:hidden}
header{background:var(--primary);color:var(--on-primary);padding:1rem 1.5rem;font-weight:700;font-size:1.25rem;letter-spacing:.02em}
.content{padding:1.5rem}
h1{font-size:1.375rem;margin:0 0 1rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{width:100%;font:inherit;font-size:1rem;padding:.7rem .75rem;border:1px solid #767676;border-radius:4px;background:#fff;color:inherit}
input[aria-invalid=true]{border-color:var(--error)}
input.code{letter-spacing:.3em;font-variant-numeric:tabular-nums;text-align:center;font-size:1.25rem}
button,.button{display:block;width:100%;margin-top:1.5rem;padding:.75rem 1rem;font:inherit;font-weight:700;border:0;border-radius:4px;background:var(--primary);color:var(--on-primary);cursor:pointer;text-align:center;text-decoration:none}
button:hover,.button:hover{background:var(--primary-hover)}
button.secondary{background:transparent;color:#1a1a1a;border:1px solid #767676;margin-top:.75rem}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}
.alert{margin:0 0 1rem;padding:.75rem 1rem;border-left:4px solid var(--error);background:#fdecee;color:var(--error);font-weight:600}
.field-error{color:var(--error);font-size:.9rem;margin:.25rem 0 0}
p.hint{margin:0 0 1rem;color:#444}
a.cancel{display:inline-block;margin-top:1rem;color:#1a1a1a}
@media (prefers-reduced-motion:no-preference){button{transition:background .15s}}
</style>
</head>
<body>
<main>
<header>${escapeHtml(name)}</header>
<div class="content">
${body}
</div>
</main>
</body>
</html>`;
}

export function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

export interface LoginPageOptions {
  theme: BrandTheme;
  locale: Locale;
  action: string;
  cancel: string;
  login?: string | undefined;
  error?: string | undefined;
  /** Per field "required" messages, by input name. */
  missing?: readonly string[] | undefined;
  /** The "forgotten password" link (idp/password-reset.ts), when the provider offers it. */
  forgot?: { href: string; label: string } | undefined;
  /** More ways to sign in, after the form (idp/passkey-views.ts). */
  extra?: string | undefined;
}

export function loginPage(o: LoginPageOptions): string {
  const m = MESSAGES[o.locale];
  /** Marks a field invalid and names the message that explains it: its own "required", else the form's error. */
  const state = (name: 'login' | 'password') => {
    if (o.missing?.includes(name)) {
      return {
        attributes: ` aria-invalid="true" aria-describedby="${name}-error"`,
        message: `<p class="field-error" id="${name}-error">${escapeHtml(m.required)}</p>`,
      };
    }
    return { attributes: o.error ? ' aria-invalid="true" aria-describedby="form-error"' : '', message: '' };
  };
  const login = state('login');
  const password = state('password');
  const body = `<h1>${escapeHtml(format(m.signInHeading, { brand: brandDisplayName(o.theme.brand, o.locale, o.theme.country) }))}</h1>
${alert(o.error)}
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<label for="login">${escapeHtml(m.login)}</label>
<input id="login" name="login" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required autofocus value="${escapeHtml(o.login ?? '')}"${login.attributes}/>${login.message}
<label for="password">${escapeHtml(m.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${password.attributes}/>${password.message}
<button type="submit">${escapeHtml(m.signIn)}</button>
</form>
${o.forgot ? `<p><a href="${escapeHtml(o.forgot.href)}">${escapeHtml(o.forgot.label)}</a></p>\n` : ''}${o.extra ?? ''}
<a class="cancel" href="${escapeHtml(o.cancel)}">${escapeHtml(m.cancel)}</a>`;
  return page({ theme: o.theme, locale: o.locale, title: m.signInTitle, body });
}

export interface TotpPageOptions {
  theme: BrandTheme;
  locale: Locale;
  action: string;
  cancel: string;
  error?: string | undefined;
  /** Whether the account has a TOTP secret (default); without one only `extra` offers a factor. */
  totp?: boolean | undefined;
  /** More second factors, after the form (idp/passkey-views.ts). */
  extra?: string | undefined;
}

export function totpPage(o: TotpPageOptions): string {
  const m = MESSAGES[o.locale];
  const aria = o.error
    ? ' aria-invalid="true" aria-describedby="form-error totp-hint"'
    : ' aria-describedby="totp-hint"';
  const form = `<p class="hint" id="totp-hint">${escapeHtml(m.totpIntro)}</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<label for="totp">${escapeHtml(m.totpLabel)}</label>
<input id="totp" name="totp" class="code" type="text" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required autofocus${aria}/>
<button type="submit">${escapeHtml(m.totpSubmit)}</button>
</form>`;
  const body = `<h1>${escapeHtml(m.totpTitle)}</h1>
${alert(o.error)}
${o.totp === false ? '' : form}
${o.extra ?? ''}
<a class="cancel" href="${escapeHtml(o.cancel)}">${escapeHtml(m.cancel)}</a>`;
  return page({ theme: o.theme, locale: o.locale, title: m.totpTitle, body });
}

export interface MessagePageOptions {
  theme: BrandTheme;
  locale: Locale;
  title: string;
  text: string;
  link?: { href: string; label: string } | undefined;
  isError?: boolean;
}

export function messagePage(o: MessagePageOptions): string {
  const text = o.isError
    ? `<p class="alert" role="alert">${escapeHtml(o.text)}</p>`
    : `<p role="status">${escapeHtml(o.text)}</p>`;
  const link = o.link ? `<a class="button" href="${escapeHtml(o.link.href)}">${escapeHtml(o.link.label)}</a>` : '';
  return page({
    theme: o.theme,
    locale: o.locale,
    title: o.title,
    body: `<h1>${escapeHtml(o.title)}</h1>\n${text}\n${link}`,
  });
}

/** RP-initiated logout confirmation; `form` is the provider's hidden form (id op.logoutForm, with its xsrf token). */
export function logoutPage(theme: BrandTheme, locale: Locale, form: string): string {
  const m = MESSAGES[locale];
  const body = `<h1>${escapeHtml(format(m.logoutQuestion, { brand: brandDisplayName(theme.brand, locale, theme.country) }))}</h1>
${form}
<button autofocus type="submit" form="op.logoutForm" value="yes" name="logout">${escapeHtml(m.logoutYes)}</button>
<button class="secondary" type="submit" form="op.logoutForm">${escapeHtml(m.logoutNo)}</button>`;
  return page({ theme, locale, title: m.logoutTitle, body });
}
