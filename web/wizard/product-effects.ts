import { ApiError } from '../api/client';
import { sendMirrorInvitation } from '../api/mirror-invitation-api';
import { sendReferPartnerEmail } from '../api/refer-partner-api';
import { bookCall } from '../api/calls-api';
import { interpolate } from '../../engine/steps/interpolate';
import type { Effect } from './effects';
import { refusal } from './effect-refusal';
import type { FieldErrors } from './step-errors';
import toasts from '../../schemas/copy/toasts.json';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The server's name and email errors (`name`, `will.partnerReferred.email`) at the form's fields. */
function nameAndEmailErrors(fields: Record<string, string[]>): FieldErrors | null {
  const at = (key: string) => Object.entries(fields).find(([path]) => path === key || path.endsWith(`.${key}`))?.[1];
  const found = Object.fromEntries((['name', 'email'] as const).flatMap((key) => (at(key) ? [[key, at(key)!]] : [])));
  return Object.keys(found).length > 0 ? found : null;
}

/** The effects of what the service offers beyond the will itself that a step file may name in `commit`. */
export const productEffects = {
  /**
   * The mirror-will invitation: with consent to share (and the joint instructions confirmed) the mirror invitation,
   * without it the plain refer-partner invitation, which shares nothing; then where the flow goes (My Will).
   */
  'mirrorInvitation.send': async ({ data, toast }) => {
    const invited = { name: text(data.name), email: text(data.email) };
    const sharing = data.consent === true;
    try {
      await (sharing ? sendMirrorInvitation(invited) : sendReferPartnerEmail(invited));
    } catch (error) {
      return refusal(error, (e) => (e.status === 422 && e.body.fields ? nameAndEmailErrors(e.body.fields) : null));
    }
    toast('success', interpolate(sharing ? toasts.mirrorInvitationSent : toasts.referPartnerSent, invited));
    return { ok: true };
  },

  /**
   * Books the slot chosen (moving the user's earlier call); then where the flow goes (the confirmation). A slot
   * someone has just taken is refused at its field, and the free slots are read again so it leaves the list.
   */
  'calls.book': async ({ data, reloadSource }) => {
    try {
      await bookCall({ slot: text(data.slot), phone: text(data.phone), topic: text(data.topic) });
    } catch (error) {
      const fields = error instanceof ApiError && error.status === 422 ? error.body.fields : undefined;
      if (fields?.slot) await reloadSource();
      return refusal(error, () => (fields && Object.keys(fields).length > 0 ? fields : null));
    }
    return { ok: true };
  },
} satisfies Record<string, Effect>;
