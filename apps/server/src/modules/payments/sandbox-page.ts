import { centsText } from '@storyloom/domain';
import type { SandboxSession } from '../../platform/payments/index';

/**
 * The sandbox provider's hosted checkout page (decision 026): plain HTML with no script, as a
 * provider's page would be, so it works in any browser and costs the web app nothing.
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageState {
  sessionRef: string;
  session: SandboxSession;
  /** A message above the form (an unknown card, a confirmation step). */
  notice?: string;
  /** The 3-D-Secure-style confirmation step of the confirm card. */
  confirm?: boolean;
}

export function checkoutPage(action: string, state: PageState): string {
  const { session, sessionRef } = state;
  const amount = `${centsText(session.amountCents)} ${session.currency.toUpperCase()}`;
  const hidden = `<input type="hidden" name="session" value="${escapeHtml(sessionRef)}">`;
  let form: string;
  if (state.confirm) {
    form = `<p>Your bank asks you to confirm this payment.</p>
<form method="post" action="${action}">${hidden}
<button name="action" value="confirm-ok">Complete authentication</button>
<button name="action" value="confirm-fail">Fail authentication</button></form>`;
  } else if (session.channel === 'wallet') {
    form = `<form method="post" action="${action}">${hidden}
<button name="action" value="approve">Approve payment</button>
<button name="action" value="cancel">Cancel and return</button></form>`;
  } else {
    form = `<form method="post" action="${action}">${hidden}
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" value="" required>
<p class="hint">Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
4000 0027 6000 3184 asks for a confirmation.</p>
<button name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button name="action" value="cancel" formnovalidate>Cancel and return</button></form>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sandbox checkout</title></head>
<body><main>
<h1>Sandbox checkout</h1>
<p>No real money moves here: this is Storyloom's test payment provider.</p>
<p><strong>${escapeHtml(session.description)}</strong></p>
<p>Total: <strong>${escapeHtml(amount)}</strong></p>
${state.notice ? `<p role="alert">${escapeHtml(state.notice)}</p>` : ''}
${form}
</main></body></html>`;
}
