// What each peer of a signed-in page (bench/peers/<library>/signed-in/<page>) draws: the texts and data that
// ./page-data.ts reads from the product's step and copy files and the complete will, given to each page's build as the
// constant __PAGE__ (Vite's `define`, ./page-constant.d.ts), as the product's server embeds the will in its page.
// Types only, shared by that module and the pages.
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { Share } from '../split/split-step';

/** A step drawn as a form: the step file's heading, intro and button, and its answers in the complete will. */
type StepTexts = { title: string; intro: string; submit: string };
/** The step for RJSF: its schema resolved (the will schema's definitions and the catalogues in place), its uiSchema kept to RJSF's own widgets, its messages by rule key (`required:fullName`). */
export type RjsfStepPage = StepTexts & { schema: RJSFSchema; uiSchema: UiSchema; formData: Record<string, unknown>; messages: Record<string, string> };
/** The step for SurveyJS: the same questions as a survey's JSON, and the answers. */
export type SurveyStepPage = StepTexts & { survey: Record<string, unknown>; data: Record<string, unknown> };

/** The estate split: the complete will's beneficiaries and their percentages. */
export type SplitPage = { shares: Share[] };

/** My Will: the summary, the sidebar's panel for a will ready to submit, and the nine step cards. */
export type DashboardPage = {
  title: string;
  summary: string;
  completed: string;
  progressLabel: string;
  percent: number;
  sidebar: { title: string; text: string; button: string };
  promo: { title: string; text: string };
  cardsLabel: string;
  cards: { id: string; title: string; mark: string; markLabel: string; optional: string | null; text: string; time: string; action: string }[];
};

/** A card field of checkout's card form. */
export type CardField = { name: string; title: string; hint?: string; message: string };
/** Checkout: the order as the product's server priced it, the add-ons it offers, the card form and the guarantee. */
export type CheckoutPage = {
  title: string;
  intro: string;
  order: { heading: string; lines: { title: string; price: string }[]; subtotal: [string, string]; total: [string, string] };
  addons: { heading: string; add: string; items: { title: string; price: string; text: string }[] };
  card: { heading: string; notice: string; fields: CardField[]; pay: string };
  guarantee: { heading: string; text: string };
};
