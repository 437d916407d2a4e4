import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locale } from '@portal/contracts';
import { PASSKEY_MESSAGES } from './passkey-messages';
import { escapeHtml } from './views';

/**
 * The passkey part of the sign-in pages: a button that asks the browser for a passkey
 * (@simplewebauthn/browser) and posts its answer in a form, so the sign-in ends with the same
 * redirect as a password. The pages allow scripts of their own origin only: the script is a file.
 */
export interface PasskeyBlockOptions {
  locale: Locale;
  /** Where the button fetches the WebAuthn options. */
  options: string;
  /** Where the answer is posted. */
  action: string;
  /** Passwordless on the first page, second factor after the password, or a new passkey (account setup). */
  purpose: 'signIn' | 'secondFactor' | 'enrol';
}

export function passkeyBlock(o: PasskeyBlockOptions): string {
  const m = PASSKEY_MESSAGES[o.locale];
  const label = { signIn: m.signInWithPasskey, secondFactor: m.usePasskey, enrol: m.enrolPasskey }[o.purpose];
  const failed = o.purpose === 'enrol' ? m.enrolFailed : m.passkeyFailed;
  const mode = o.purpose === 'enrol' ? ' data-mode="register"' : '';
  return `<form method="post" action="${escapeHtml(o.action)}" id="passkey-form" hidden><input type="hidden" name="credential"/></form>
<p class="alert" role="alert" id="passkey-error" hidden>${escapeHtml(failed)}</p>
<button type="button" class="secondary" id="passkey-button" data-options="${escapeHtml(o.options)}"${mode}>${escapeHtml(label)}</button>
<script src="${PASSKEY_SCRIPT_PATH}" defer></script>`;
}

export const PASSKEY_SCRIPT_PATH = '/openid/interaction/passkey.js';

const PAGE_SCRIPT = `(function () {
  var button = document.getElementById('passkey-button');
  var form = document.getElementById('passkey-form');
  var error = document.getElementById('passkey-error');
  if (!button || !form) return;
  if (!SimpleWebAuthnBrowser.browserSupportsWebAuthn()) { button.hidden = true; return; }
  button.addEventListener('click', function () {
    button.disabled = true;
    error.hidden = true;
    fetch(button.getAttribute('data-options'), { method: 'POST', credentials: 'same-origin', headers: { accept: 'application/json' } })
      .then(function (r) { if (!r.ok) throw new Error('options ' + r.status); return r.json(); })
      .then(function (options) {
        // A new passkey during the account setup; otherwise an existing one signs in.
        return button.getAttribute('data-mode') === 'register'
          ? SimpleWebAuthnBrowser.startRegistration({ optionsJSON: options })
          : SimpleWebAuthnBrowser.startAuthentication({ optionsJSON: options });
      })
      .then(function (answer) { form.elements.credential.value = JSON.stringify(answer); form.submit(); })
      .catch(function () { error.hidden = false; button.disabled = false; button.focus(); });
  });
})();
`;

let script: string | undefined;

/** The library's browser bundle and the page's few lines, read once. */
export function passkeyScript(): string {
  if (!script) {
    const require = createRequire(import.meta.url);
    // The package exports only its modules; its bundle lies beside them.
    const entry = require.resolve('@simplewebauthn/browser');
    const bundle = path.join(path.dirname(entry), '..', 'dist', 'bundle', 'index.umd.min.js');
    script = `${fs.readFileSync(bundle, 'utf8')}\n${PAGE_SCRIPT}`;
  }
  return script;
}
