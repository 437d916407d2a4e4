import type { Brand, Locale } from '@portal/contracts';
import { siteColours, themeForSite, themeOf } from '../idp/brand';
import { brandDisplayName } from '../idp/brand-name';
import { escapeHtml } from '../idp/views';
import { type MailTemplateName, mailText } from './texts';

export interface RenderedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

export interface MailContent {
  readonly template: MailTemplateName;
  /** The person's language; a template without it falls back to German. */
  readonly locale: Locale;
  /** The brand of the site the mail is about: its name and colours, as on its sign-in pages. */
  readonly brand: Brand;
  /** The site's country (`ch`), when the brand carries another name there. */
  readonly country?: string | undefined;
  /** The placeholders' values; `link` becomes the mail's button. */
  readonly values: Readonly<Record<string, string | number>>;
}

/** A mail as plain text and HTML, in the person's language and with the site's brand. */
export function renderMail(content: MailContent, brandingDirectory?: string): RenderedMail {
  const brandName = brandDisplayName(content.brand, content.locale, content.country, brandingDirectory);
  const words = mailText(content.template, content.locale, { ...content.values, brand: brandName });
  const link = typeof content.values.link === 'string' ? content.values.link : undefined;
  const { paragraphs, closing, footer, linkHint: hint } = words;

  const text = [
    words.greeting,
    ...paragraphs,
    ...(link && words.action ? [`${words.action}: ${link}`] : []),
    closing,
    `-- \n${footer}`,
  ].join('\n\n');

  const colours = siteColours(themeForSite(themeOf(content.brand), content.country), content.locale);
  const button =
    link && words.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="background:${colours.primary};color:${colours.onPrimary};padding:12px 20px;text-decoration:none;border-radius:4px;display:inline-block">${escapeHtml(words.action)}</a></p>` +
        `<p style="font-size:13px;color:#52606d">${escapeHtml(hint)}<br><a href="${escapeHtml(link)}" style="color:${colours.primaryStrong}">${escapeHtml(link)}</a></p>`
      : '';
  const html = `<!doctype html>
<html lang="${content.locale}"><head><meta charset="utf-8"><title>${escapeHtml(words.subject)}</title></head>
<body style="margin:0;background:#f5f7fa;font-family:${escapeHtml(colours.fontFamily)};color:#1f2933">
<div style="max-width:560px;margin:0 auto;background:#ffffff">
<div style="background:${colours.headerBackground};color:${colours.headerText};border-bottom:4px solid ${colours.primary};padding:16px 24px;font-size:20px;font-weight:bold">${escapeHtml(brandName)}</div>
<div style="padding:24px">
<p>${escapeHtml(words.greeting)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${button}
<p>${escapeHtml(closing).replace(/\n/g, '<br>')}</p>
</div>
<div style="padding:16px 24px;font-size:12px;color:#52606d;border-top:1px solid #e4e7eb">${escapeHtml(footer)}</div>
</div>
</body></html>`;
  return { subject: words.subject, text, html };
}
