import type { Locale } from '@portal/contracts';
import type { FastifyReply } from 'fastify';
import type { BrandTheme } from './brand';
import { format } from './messages';
import { ONBOARDING_MESSAGES } from './onboarding-messages';
import { alert, escapeHtml, page } from './views';

/** The pages a one-time link opens (issue 19 §2), in the frame of the sign-in pages. */

interface Frame {
  theme: BrandTheme;
  locale: Locale;
}

export function passwordPage(
  o: Frame & { action: string; purpose: 'invitation' | 'password-reset'; name: string; login: string; error?: string },
): string {
  const m = ONBOARDING_MESSAGES[o.locale];
  const title = o.purpose === 'invitation' ? m.setupTitle : m.resetTitle;
  const intro =
    o.purpose === 'invitation' ? format(m.setupIntro, { name: o.name }) : format(m.resetIntro, { login: o.login });
  const invalid = o.error
    ? ' aria-invalid="true" aria-describedby="form-error password-hint"'
    : ' aria-describedby="password-hint"';
  const body = `<h1>${escapeHtml(title)}</h1>
${alert(o.error)}
<p class="hint">${escapeHtml(intro)}</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<input type="text" name="username" autocomplete="username" value="${escapeHtml(o.login)}" hidden readonly>
<label for="password">${escapeHtml(m.newPassword)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="12" maxlength="128" required autofocus${invalid}/>
<p class="hint" id="password-hint">${escapeHtml(m.passwordHint)}</p>
<label for="confirm">${escapeHtml(m.confirmPassword)}</label>
<input id="confirm" name="confirm" type="password" autocomplete="new-password" required/>
<button type="submit">${escapeHtml(m.savePassword)}</button>
</form>`;
  return page({ theme: o.theme, locale: o.locale, title, body });
}

export function totpEnrolPage(
  o: Frame & { action: string; secret: string; qrSvg: string; error?: string; passkey?: string },
): string {
  const m = ONBOARDING_MESSAGES[o.locale];
  const aria = o.error
    ? ' aria-invalid="true" aria-describedby="form-error totp-intro"'
    : ' aria-describedby="totp-intro"';
  const grouped = o.secret.replace(/(.{4})/g, '$1 ').trim();
  const body = `<h1>${escapeHtml(m.totpTitle)}</h1>
${alert(o.error)}
<p class="hint" id="totp-intro">${escapeHtml(m.totpIntro)}</p>
<div class="qr" role="img" aria-label="${escapeHtml(m.totpKey)}: ${escapeHtml(grouped)}" style="max-width:14rem;margin:0 auto">${o.qrSvg}</div>
<p>${escapeHtml(m.totpKey)}: <code id="totp-secret" data-secret="${escapeHtml(o.secret)}">${escapeHtml(grouped)}</code></p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<label for="totp">${escapeHtml(m.totpCode)}</label>
<input id="totp" name="totp" class="code" type="text" inputmode="numeric" pattern="[0-9]{6}" maxlength="6" autocomplete="one-time-code" required autofocus${aria}/>
<button type="submit">${escapeHtml(m.totpConfirm)}</button>
</form>${o.passkey ?? ''}`;
  return page({ theme: o.theme, locale: o.locale, title: m.totpTitle, body });
}

export function forgotPasswordPage(
  o: Frame & { action: string; email?: string; error?: string; sent?: boolean; back: string },
): string {
  const m = ONBOARDING_MESSAGES[o.locale];
  const invalid = o.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const form = o.sent
    ? `<p role="status">${escapeHtml(m.forgotSent)}</p>`
    : `${alert(o.error)}
<p class="hint">${escapeHtml(m.forgotIntro)}</p>
<form method="post" action="${escapeHtml(o.action)}" novalidate>
<label for="email">${escapeHtml(m.email)}</label>
<input id="email" name="email" type="email" autocomplete="email" required autofocus value="${escapeHtml(o.email ?? '')}"${invalid}/>
<button type="submit">${escapeHtml(m.sendLink)}</button>
</form>`;
  const body = `<h1>${escapeHtml(m.forgotTitle)}</h1>
${form}
<a class="cancel" href="${escapeHtml(o.back)}">${escapeHtml(m.backToSignIn)}</a>`;
  return page({ theme: o.theme, locale: o.locale, title: m.forgotTitle, body });
}

/** A page of these is never cached: its address holds the link's token. */
export function html(reply: FastifyReply, status: number): FastifyReply {
  return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8');
}
