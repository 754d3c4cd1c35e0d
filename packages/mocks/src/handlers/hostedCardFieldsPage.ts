import { newCardErrorTexts } from '@wayfare/domain';

/** What the stand-in frame page is told by its address (`mountHostedCardFields` of @wayfare/api). */
export interface HostedCardFieldsPageConfig {
  readonly environmentKey: string;
  /** The only origin whose messages the frame answers, and the only one it posts to. */
  readonly parentOrigin: string;
  /** Where the frame tokenises: the vault's own `payment_methods`. */
  readonly tokenizeUrl: string;
  readonly theme: Readonly<Record<string, string>>;
}

const themeParams = ['fontFamily', 'textColor', 'primaryColor', 'errorColor', 'borderRadius'];

/** The frame page's settings from its address, the vault's origin being the address's own. */
export function hostedCardFieldsPageConfig(
  url: URL,
  tokenizePath: string,
): HostedCardFieldsPageConfig {
  const theme: Record<string, string> = {};
  for (const name of themeParams) {
    const value = url.searchParams.get(name);
    if (value !== null) theme[name] = value;
  }
  // An origin, or none: it goes into a header and is the only origin the frame answers.
  const named = url.searchParams.get('parentOrigin') ?? '';
  const parentOrigin = URL.canParse(named) && new URL(named).origin === named ? named : '';
  return {
    environmentKey: url.searchParams.get('environmentKey') ?? '',
    parentOrigin,
    tokenizeUrl: new URL(tokenizePath, url.origin).href,
    theme,
  };
}

/**
 * The frame's script, plain JavaScript because the page is served as it is (no build step): it
 * checks the card number (Luhn), expiry and CVV as the add-card form did, answers only messages
 * of `parentOrigin`, tokenises at the vault with no Wayfare credentials (a plain fetch of its own)
 * and posts back the token, last four, card type and expiry: never the number or CVV.
 */
const frameScript = String.raw`
(function () {
  var config = JSON.parse(document.getElementById('config').textContent);
  var texts = config.errorTexts;
  var prefix = 'wayfare-hosted-fields:';
  var names = ['number', 'expiry', 'cvv'];
  var touched = {};
  var inputs = {};
  var errors = {};
  var root = document.documentElement.style;
  var theme = config.theme;
  if (theme.fontFamily) root.setProperty('--font', theme.fontFamily);
  if (theme.textColor) root.setProperty('--text', theme.textColor);
  if (theme.primaryColor) root.setProperty('--primary', theme.primaryColor);
  if (theme.errorColor) root.setProperty('--error', theme.errorColor);
  if (theme.borderRadius) root.setProperty('--radius', Number(theme.borderRadius) + 'px');
  names.forEach(function (name) {
    inputs[name] = document.getElementById(name);
    errors[name] = document.getElementById(name + '-error');
  });

  function digits(value) { return value.replace(/[\s-]/g, ''); }
  function luhn(value) {
    var sum = 0;
    for (var index = 0; index < value.length; index += 1) {
      var digit = Number(value.charAt(value.length - 1 - index));
      var doubled = index % 2 === 1 ? digit * 2 : digit;
      sum += doubled > 9 ? doubled - 9 : doubled;
    }
    return sum % 10 === 0;
  }
  function expiryOf(value) {
    var match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
    if (!match || Number(match[1]) < 1 || Number(match[1]) > 12) return undefined;
    return { month: Number(match[1]), year: 2000 + Number(match[2]) };
  }
  function errorOf(name) {
    var value = inputs[name].value;
    if (name === 'number') {
      var number = digits(value);
      return /^\d{12,19}$/.test(number) && luhn(number) ? '' : texts.number;
    }
    if (name === 'expiry') {
      var expiry = expiryOf(value);
      if (!expiry) return texts.expiry;
      var now = new Date();
      return expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1
        ? texts.expired
        : '';
    }
    return /^\d{3,4}$/.test(value.trim()) ? '' : texts.cvv;
  }
  function show(name, always) {
    var message = always || touched[name] ? errorOf(name) : '';
    errors[name].textContent = message;
    inputs[name].setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  names.forEach(function (name) {
    inputs[name].addEventListener('blur', function () {
      touched[name] = true;
      show(name, false);
    });
    inputs[name].addEventListener('input', function () { show(name, false); });
  });

  function reply(target, message) {
    if (target) target.postMessage(message, config.parentOrigin);
  }
  function tokenize(request, target) {
    var wrong = names.filter(function (name) { return errorOf(name) !== ''; });
    names.forEach(function (name) { show(name, true); });
    if (wrong.length > 0) {
      inputs[wrong[0]].focus();
      reply(target, { type: prefix + 'invalid', id: request.id });
      return;
    }
    var expiry = expiryOf(inputs.expiry.value);
    var billing = request.billing || {};
    var card = {
      fullName: String(billing.fullName || ''),
      number: digits(inputs.number.value),
      month: expiry.month,
      year: expiry.year,
      cvv: inputs.cvv.value.trim(),
      postalCode: String(billing.postalCode || '')
    };
    fetch(config.tokenizeUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ environmentKey: config.environmentKey, card: card })
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (answer) {
        var method = answer.ok && answer.body && answer.body.transaction
          ? answer.body.transaction.payment_method
          : undefined;
        if (!method) {
          var first = answer.body && answer.body.errors && answer.body.errors[0];
          reply(target, {
            type: prefix + 'failed',
            id: request.id,
            message: first && first.message ? String(first.message) : 'The card was not accepted.'
          });
          return;
        }
        reply(target, {
          type: prefix + 'tokenized',
          id: request.id,
          token: method.token,
          last4: method.last_four_digits,
          cardType: method.card_type,
          month: card.month,
          year: card.year
        });
      })
      .catch(function () {
        reply(target, { type: prefix + 'failed', id: request.id, message: 'The card vault could not be reached.' });
      });
  }

  window.addEventListener('message', function (event) {
    // Only the page that framed us, by the origin it said it has.
    if (event.origin !== config.parentOrigin) return;
    var data = event.data;
    if (!data || typeof data.type !== 'string') return;
    if (data.type === prefix + 'disable')
      names.forEach(function (name) { inputs[name].disabled = data.disabled === true; });
    if (data.type === prefix + 'tokenize' && typeof data.id === 'number')
      tokenize(data, event.source);
  });
})();
`;

const styles = `
:root { --font: Roboto, Helvetica, Arial, sans-serif; --text: rgba(0, 0, 0, 0.87);
  --primary: #1976d2; --error: #d32f2f; --radius: 4px; }
* { box-sizing: border-box; }
html, body { margin: 0; background: transparent; font-family: var(--font); color: var(--text); }
body { padding: 2px; }
.fields { display: grid; grid-template-columns: 1fr 1fr; column-gap: 16px; row-gap: 4px; }
.field { display: flex; flex-direction: column; min-width: 0; }
.field.number { grid-column: 1 / -1; }
label { font-size: 0.875rem; line-height: 1.5; margin-bottom: 4px; }
input { font: inherit; font-size: 1rem; color: inherit; padding: 14px; border-radius: var(--radius);
  border: 1px solid rgba(0, 0, 0, 0.23); background: transparent; width: 100%; }
input:hover { border-color: var(--text); }
input:focus { outline: none; border-color: var(--primary); box-shadow: inset 0 0 0 1px var(--primary); }
input[aria-invalid='true'] { border-color: var(--error); }
input[aria-invalid='true']:focus { box-shadow: inset 0 0 0 1px var(--error); }
input:disabled { color: rgba(0, 0, 0, 0.38); border-color: rgba(0, 0, 0, 0.12); }
.error { margin: 3px 14px 0; min-height: 1.66em; font-size: 0.75rem; line-height: 1.66; color: var(--error); }
`;

const field = (
  name: string,
  label: string,
  autoComplete: string,
  placeholder = '',
) => `<div class="field ${name}">
  <label for="${name}">${label} <span aria-hidden="true">*</span></label>
  <input id="${name}" name="${name}" required autocomplete="${autoComplete}" inputmode="numeric"
    ${placeholder ? `placeholder="${placeholder}"` : ''} aria-invalid="false" aria-describedby="${name}-error" />
  <p class="error" id="${name}-error" aria-live="polite"></p>
</div>`;

/**
 * The stand-in for the vault's hosted-fields page: the card number, expiry and CVV fields, with
 * the add-card form's labels and error texts, in a page of the vault's origin.
 */
export function hostedCardFieldsPage(config: HostedCardFieldsPageConfig): string {
  // `<` escaped: nothing in the configuration can end its script element.
  const json = JSON.stringify({ ...config, errorTexts: newCardErrorTexts }).replace(
    /</g,
    '\\u003c',
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Card details</title>
<style>${styles}</style>
</head>
<body>
<div class="fields" id="fields">
${field('number', 'Card number', 'cc-number')}
${field('expiry', 'Expiry date (MM/YY)', 'cc-exp', 'MM/YY')}
${field('cvv', 'CVV', 'cc-csc')}
</div>
<script type="application/json" id="config">${json}</script>
<script>${frameScript}</script>
</body>
</html>`;
}
