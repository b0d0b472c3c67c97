/**
 * The data of the peers of the signed-in pages (bench/peers/<library>/signed-in/<page>), read in Node when the bench
 * builds them: the texts from the product's step files (schemas/steps) and copy (schemas/copy, schemas/catalogue), and
 * the answers of the complete will the bench's user saves (engine/will/fixtures/will-fixtures.ts), derived with the
 * engine's own functions (the dashboard's cards, the split's view and the estate's names), so the peers ask the same
 * questions as the product and draw the same answers. The order is the product's cart for that user (GET /api/cart).
 * Each page's build receives its part as the constant __PAGE__ (./page-types.ts).
 */
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import aboutYou from '../../../schemas/steps/about-you.json';
import marital from '../../../schemas/steps/family-marital.json';
import checkoutCopy from '../../../schemas/copy/checkout.json';
import dashboardCopy from '../../../schemas/copy/dashboard.json';
import { dashboardCards } from '../../../engine/dashboard/dashboard-cards';
import { sidebarState } from '../../../engine/dashboard/dashboard-state';
import { progressPercent } from '../../../engine/dashboard/progress';
import { summaryLine } from '../../../engine/dashboard/sidebar-action';
import { products, basePriceOf } from '../../../engine/products/cart/products';
import { availableStepCount, completedStepCount } from '../../../engine/steps/available-steps';
import { resolveStep } from '../../../engine/steps/content/content-sources';
import { interpolate } from '../../../engine/steps/interpolate';
import { resolveMessage } from '../../../engine/steps/step-messages';
import { stepSources } from '../../../engine/steps/step-sources';
import { estateViews, type SplitValue } from '../../../engine/steps/views/estate-views';
import { londonWallClock } from '../../../engine/time/london-time';
import { completeWill } from '../../../engine/will/fixtures/will-fixtures';
import { formatPence } from '../../../engine/will/money';
import type { CheckoutPage, DashboardPage, RjsfStepPage, SplitPage, SurveyStepPage } from './page-types';

export const LIBRARIES = ['rjsf', 'surveyjs'] as const;
export type Library = (typeof LIBRARIES)[number];
/** Each peer page and the product's page it stands for. */
export const PEER_PAGES = { yourself: '/will/yourself', marital: '/will/family/marital', split: '/will/estate/split', dashboard: '/will/dashboard', checkout: '/will/checkout' } as const;
export type PeerPage = keyof typeof PEER_PAGES;

/** GET /api/cart's answer, as far as the checkout peer reads it. */
export type Cart = { products: { name: string; title: string; current_price: number }[]; addons: { name: string }[]; subtotal: number; total: number };

type Field = { type?: string; title?: string; enum?: unknown[]; oneOf?: { const: unknown; title: string }[]; pattern?: string; maxLength?: number };
type FormStep = { title: string; intro: string; schema: { required?: string[]; properties: Record<string, Field> }; uiSchema: Record<string, unknown>; messages?: Record<string, string>; actions: { primary: { label: string } } };
type FieldUi = Record<string, unknown>;

/** RJSF's own widgets; the product's (titleSelect, dateOfBirth, address, telephone) give way to the default for the field's type. */
const RJSF_WIDGETS = new Set(['radio', 'select', 'hidden', 'textarea', 'checkbox', 'text']);
const RJSF_KEYS = ['ui:help', 'ui:placeholder', 'ui:autocomplete', 'ui:label'];

/** The step's fields the peers draw, in its order: all but those a product widget draws inside another (`ui:field`). */
function drawnFields(step: FormStep): string[] {
  const order = (step.uiSchema['ui:order'] as string[] | undefined) ?? Object.keys(step.schema.properties);
  return order.filter((name) => name in step.schema.properties && !(step.uiSchema[name] as FieldUi | undefined)?.['ui:field']);
}

const uiOf = (step: FormStep, name: string) => (step.uiSchema[name] ?? {}) as FieldUi;
const messagesOf = (step: FormStep) => Object.fromEntries(Object.entries(step.messages ?? {}).map(([key, text]) => [key, resolveMessage(text) ?? text]));

function rjsfStep(file: FormStep, formData: Record<string, unknown>): RjsfStepPage {
  const step = resolveStep(file);
  const fields = drawnFields(step);
  const uiSchema: UiSchema = { 'ui:order': fields, 'ui:submitButtonOptions': { submitText: step.actions.primary.label } };
  for (const name of fields) {
    const ui = uiOf(step, name);
    const kept = Object.fromEntries(RJSF_KEYS.filter((key) => key in ui).map((key) => [key, ui[key]]));
    const widget = ui['ui:widget'];
    uiSchema[name] = typeof widget === 'string' && RJSF_WIDGETS.has(widget) ? { ...kept, 'ui:widget': widget } : kept;
  }
  const schema = { ...step.schema, properties: Object.fromEntries(fields.map((name) => [name, step.schema.properties[name]])) } as RJSFSchema;
  const data = Object.fromEntries(fields.filter((name) => name in formData).map((name) => [name, formData[name]]));
  return { title: step.title, intro: step.intro, submit: step.actions.primary.label, schema, uiSchema, formData: data, messages: messagesOf(step) };
}

function surveyStep(file: FormStep, formData: Record<string, unknown>): SurveyStepPage {
  const step = resolveStep(file);
  const messages = messagesOf(step);
  const elements = drawnFields(step)
    .filter((name) => uiOf(step, name)['ui:widget'] !== 'hidden')
    .map((name) => {
      const field = step.schema.properties[name]!;
      const ui = uiOf(step, name);
      const kind = field.oneOf
        ? { type: 'radiogroup', choices: field.oneOf.map((option) => ({ value: option.const, text: option.title })) }
        : field.enum
          ? { type: 'dropdown', choices: field.enum, placeholder: ui['ui:placeholder'] }
          : { type: 'text', maxLength: field.maxLength, autocomplete: ui['ui:autocomplete'] };
      const required = step.schema.required?.includes(name) ?? false;
      return {
        ...kind,
        name,
        title: field.title,
        titleLocation: ui['ui:label'] === false ? 'hidden' : undefined,
        description: ui['ui:help'],
        isRequired: required,
        requiredErrorText: required ? (messages[`required:${name}`] ?? messages.required) : undefined,
        validators: field.pattern ? [{ type: 'regex', regex: field.pattern, text: messages[`pattern:${name}`] }] : undefined,
      };
    });
  const data = Object.fromEntries(elements.filter(({ name }) => name in formData).map(({ name }) => [name, formData[name]]));
  return { title: step.title, intro: step.intro, submit: step.actions.primary.label, survey: { showQuestionNumbers: 'off', completeText: step.actions.primary.label, elements }, data };
}

const will = completeWill();
const today = () => londonWallClock(new Date().toISOString()).date;

function splitPage(): SplitPage {
  const names = new Map(stepSources['estate.shares']!(will, { today: today() }).map((item) => [item.uuid, item.label]));
  const { amounts } = estateViews['estate.split']!.read(will) as SplitValue;
  // A plain word for each row's field: SurveyJS reads `{a-uuid}` in an expression as a subtraction.
  return { shares: Object.entries(amounts).map(([uuid, amount], i) => ({ key: `share${i + 1}`, name: names.get(uuid) ?? uuid, amount })) };
}

function dashboardPage(): DashboardPage {
  const day = today();
  const completed = completedStepCount(will, day);
  const available = availableStepCount(will, day);
  const state = sidebarState(will, {}, day);
  const panel = dashboardCopy.sidebar[state] as { title: string; text: string; button?: string };
  const cardTexts = dashboardCopy.cards as Record<string, { text: string }>;
  return {
    title: dashboardCopy.title,
    summary: dashboardCopy.summaryLine[summaryLine(state, false)],
    completed: interpolate(dashboardCopy.completed, { completed, available }),
    progressLabel: dashboardCopy.progressLabel,
    percent: progressPercent(completed, available),
    sidebar: { title: panel.title, text: panel.text, button: panel.button ?? '' },
    promo: dashboardCopy.promo,
    cardsLabel: dashboardCopy.cardsLabel,
    cards: dashboardCards(will, day)
      .filter((card) => card.visible)
      .map(({ step, mark, action }) => ({
        id: step.id,
        title: step.title,
        mark,
        markLabel: dashboardCopy.marks[mark],
        optional: step.type === 'optional' ? dashboardCopy.optional : null,
        text: cardTexts[step.id]?.text ?? '',
        time: interpolate(dashboardCopy.timeEstimate, { estimate: step.timeEstimate }),
        action: dashboardCopy.actions[action],
      })),
  };
}

function checkoutPage(cart: Cart): CheckoutPage {
  const { card } = checkoutCopy;
  const willPrice = cart.products.find((p) => p.name === 'will')?.current_price ?? cart.total;
  const offered = products.filter((p) => p.kind === 'addon' && !cart.addons.some((a) => a.name === p.name));
  const addonTexts = checkoutCopy.addons.text as Record<string, string>;
  return {
    title: checkoutCopy.title,
    intro: checkoutCopy.intro,
    order: {
      heading: checkoutCopy.cart.heading,
      lines: cart.products.map((p) => ({ title: p.title, price: formatPence(p.current_price) })),
      subtotal: [checkoutCopy.cart.subtotal, formatPence(cart.subtotal)],
      total: [checkoutCopy.cart.total, formatPence(cart.total)],
    },
    addons: { heading: checkoutCopy.addons.heading, add: checkoutCopy.addons.add, items: offered.map((p) => ({ title: p.title, price: formatPence(basePriceOf(p, willPrice)), text: addonTexts[p.name] ?? '' })) },
    card: {
      heading: card.heading,
      notice: card.testNotice,
      fields: [
        { name: 'number', title: card.number, message: card.numberError },
        { name: 'expiry', title: card.expiry, hint: card.expiryHint, message: card.expiryError },
        { name: 'cvc', title: card.cvc, hint: card.cvcHint, message: card.cvcError },
      ],
      pay: interpolate(checkoutCopy.pay.confirm, { total: formatPence(cart.total) }),
    },
    guarantee: checkoutCopy.guarantee,
  };
}

/** The data the peer `page` of `library` draws, as the JSON Vite's `define` inlines. */
export function peerPageData(library: Library, page: PeerPage, cart: Cart): unknown {
  const { userInfo, maritalStatus } = will;
  switch (page) {
    case 'yourself':
      return library === 'rjsf' ? rjsfStep(aboutYou, { ...userInfo }) : surveyStep(aboutYou, { ...userInfo });
    case 'marital':
      return library === 'rjsf' ? rjsfStep(marital, { ...maritalStatus }) : surveyStep(marital, { ...maritalStatus });
    case 'split':
      return splitPage();
    case 'dashboard':
      return dashboardPage();
    case 'checkout':
      return checkoutPage(cart);
  }
}
