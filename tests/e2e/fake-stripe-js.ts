/**
 * A stand-in for Stripe.js (https://js.stripe.com), served to the browser by a Playwright route, for e2e tests that
 * draw the Stripe card form with no network. Each element is a plain <input> that reports `change` as Stripe's do:
 * complete once it holds 4 characters, and an error when it holds an "x". Payment methods and confirmations succeed.
 */
export const FAKE_STRIPE_JS = `
window.Stripe = function () {
  const created = {};
  const element = (type) => {
    const handlers = {};
    const emit = (name, event) => (handlers[name] || []).forEach((handler) => handler(event));
    const input = document.createElement('input');
    input.dataset.fakeStripe = type;
    input.addEventListener('input', () => {
      const value = input.value;
      const error = value.includes('x') ? { type: 'validation_error', message: 'Your card number is invalid.' } : undefined;
      emit('change', { elementType: type, empty: value === '', complete: !error && value.length >= 4, error });
    });
    const self = {
      mount(node) { (typeof node === 'string' ? document.querySelector(node) : node).appendChild(input); setTimeout(() => emit('ready', self)); },
      on(name, handler) { (handlers[name] = handlers[name] || []).push(handler); return self; },
      off(name, handler) { handlers[name] = (handlers[name] || []).filter((h) => h !== handler); return self; },
      update() {}, focus() { input.focus(); }, blur() { input.blur(); }, clear() { input.value = ''; },
      unmount() { input.remove(); }, destroy() { input.remove(); delete created[type]; },
    };
    return self;
  };
  return {
    _registerWrapper() {}, registerAppInfo() {},
    elements() {
      return { create(type) { return (created[type] = element(type)); }, getElement(type) { return created[type] || null; }, update() {} };
    },
    createToken: async () => ({ token: { id: 'tok_fake' } }),
    createPaymentMethod: async () => ({ paymentMethod: { id: 'pm_fake' } }),
    confirmCardPayment: async () => ({ paymentIntent: { id: 'pi_fake', status: 'succeeded' } }),
  };
};
// The release train this file was asked for (/<train>/stripe.js), as Stripe.js reports its own.
window.Stripe.version = (document.currentScript && new URL(document.currentScript.src).pathname.split('/')[1]) || 'v3';
`;
