/**
 * The Welsh of every content file the browser reads, in one chunk that only a page in Welsh loads (./page-language.ts
 * imports it when `<html lang>` is Welsh, and web/main.tsx awaits it before the first render): the build's browser
 * modules of content files carry the English alone and read their layer from there (scripts/localised-content-plugin.ts),
 * so an English page never downloads a Welsh text. Each layer's texts only (`?texts`: no fingerprints or approvals).
 *
 * Left out: the step files (the app loads them resolved in Welsh, web/wizard/generated/steps-cy/), the drafting copy
 * (the will's language, not the page's: engine/drafting/drafting-copy.ts) and the files only the server reads
 * (emails, API errors, the account export, the PDF's instructions, the pet types' texts, which
 * only the drafting reads, the personal possessions and clause words; the record of instructions' labels, drawn by
 * the server) or Storybook. The build fails when the browser
 * imports a file whose layer is missing here, or when a layer here is of a file the browser never imports.
 */
import type { TranslationLayer } from '../../engine/i18n/translation-layer';

const files = import.meta.glob<TranslationLayer>(
  [
    '../../schemas/cy/catalogue/*.json',
    '!../../schemas/cy/catalogue/pet-types.json',
    '../../schemas/cy/copy/*.json',
    '!../../schemas/cy/copy/drafting.json',
    '!../../schemas/cy/copy/personal-possessions.json',
    '!../../schemas/cy/copy/description-clauses.json',
    '!../../schemas/cy/copy/answers.json',
    // The mirror accept page reads the joint instructions from the invite step's file itself.
    '../../schemas/cy/steps/mirror-invite.json',
    '!../../schemas/cy/copy/emails.json',
    '!../../schemas/cy/copy/account-emails.json',
    '!../../schemas/cy/copy/account-export.json',
    '!../../schemas/cy/copy/api-errors.json',
    '!../../schemas/cy/copy/instructions.json',
    '!../../schemas/cy/copy/flow-map.json',
    '!../../schemas/cy/copy/translation-review.json',
  ],
  { eager: true, import: 'default', query: '?texts' },
);

/** Each content file's Welsh layer, by the content file's path from the repository root (`schemas/copy/pages.json`). */
export const welshLayers: Record<string, TranslationLayer> = Object.fromEntries(
  Object.entries(files).map(([path, layer]) => [path.replace('../../schemas/cy/', 'schemas/'), layer]),
);
