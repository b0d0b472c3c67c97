/** Where a person meets a string of the content files, in words for the editor reading the exported sheet. */

/** What each copy file holds. A copy file missing here is described by its name. */
const COPY_FILES: Record<string, string> = {
  'account-emails.json': 'Emails about the account (confirm address, password reset, change of email, deletion)',
  'account-export.json': 'The data export download (its read-me)',
  'account.json': 'Your account page',
  'alerts.json': 'Alerts shown on will steps',
  'api-errors.json': 'Error messages from the server, shown as messages on any page',
  'calls.json': 'Book a call: the card on My Will, and why a booking was refused',
  'cart.json': 'Checkout: the cart and coupons',
  'checkout.json': 'Checkout and the order complete page',
  'dashboard.json': 'My Will (the dashboard)',
  'drafting.json': 'The drafted will, its signing instructions and the checks before drafting',
  'emails.json': 'Emails about the will (invitations, receipt, review, delivery)',
  'form-errors.json': 'Error messages of the forms',
  'gifts.json': 'The gift list',
  'lpa.json': 'Lasting power of attorney offers',
  'mirror.json': 'Mirror wills: the invitations on My Will, accepting one, and the notices on a will prefilled from a partner\'s answers',
  'pages.json': 'Pages around the steps (header, footer, sign-in, errors)',
  'preview.json': 'The will preview',
  'privacy.json': 'How we use your data (privacy page)',
  'review.json': 'Review console (legal team)',
  'subscription.json': 'Update subscription and billing page',
  'toasts.json': 'Messages that appear at the top of a page',
  'widgets.json': 'Form controls (date of birth, address lookup, charity search, split)',
  'wizard.json': 'Every will step (buttons, saving messages, question counter)',
};

/** The role of a step file's text, by the key that holds it. */
const STEP_ROLES: Record<string, string> = {
  title: 'title',
  intro: 'introduction',
  'ui:title': 'field label',
  'ui:help': 'hint under a field',
  'ui:placeholder': 'placeholder in a field',
  'ui:description': 'description of a field',
  label: 'button or item label',
  saving: 'button text while saving',
  timeEstimate: 'time estimate',
  text: 'text',
  empty: 'text when the list is empty',
  add: 'add link',
  default: 'starter text in a field',
  points: 'statement',
  counter: 'position in the list (this one of how many)',
};

const readable = (path: readonly (string | number)[]) => path.filter((segment) => typeof segment === 'string').join(' › ');

function stepPlace(json: any, path: readonly (string | number)[]): string {
  const where = `Step “${json.title ?? json.id}” (${json.route ?? json.id}${json.presentation === 'modal' ? ', a pop-up' : ''})`;
  const messages = path.indexOf('messages');
  if (messages !== -1) return `${where}: error message (${readable(path.slice(messages + 1))})`;
  if (path.includes('confirm')) return `${where}: confirmation before ${readable(path)}`;
  const labels = path.indexOf('enumNames');
  if (labels !== -1) return `${where}: the option “${String(path[labels + 1])}” of ${String(path[1])}`;
  const key = [...path].reverse().find((segment) => typeof segment === 'string') ?? '';
  const role = path.includes('oneOf') || path.includes('anyOf') ? 'an option' : path[0] === 'schema' && key === 'title' ? 'field label' : (STEP_ROLES[key] ?? key);
  const field = path[0] === 'uiSchema' || path[0] === 'schema' ? ` of ${readable(path.slice(1, -1)).replace(/properties › |oneOf › ?|anyOf › ?/g, '')}` : '';
  return `${where}: ${role}${field}`;
}

/** Words saying where the text at `path` of `file` (whose parsed JSON is `json`) is shown. */
export function describePlace(file: string, json: any, path: readonly (string | number)[]): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (file.startsWith('schemas/steps/')) return stepPlace(json, path);
  if (file.startsWith('schemas/copy/')) return `${COPY_FILES[name] ?? name}: ${readable(path)}`;
  if (file.startsWith('schemas/catalogue/')) return `Options: ${name.replace(/\.json$/, '').replace(/-/g, ' ')} (${readable(path)})`;
  return `Field label in the forms (${readable(path).replace(/definitions › |properties › /g, '')})`;
}
