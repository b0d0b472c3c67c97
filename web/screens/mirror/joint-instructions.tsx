import { ConfirmGroup, statementsId } from '../../widgets/confirm-group';
import inviteStep from '../../../schemas/steps/mirror-invite.json';

/** The joint instructions as the invitation step words them (its `jointInstructions` box), worded once for both partners. */
const joint = inviteStep.uiSchema.jointInstructions['ui:options'];
const confirm = inviteStep.schema.properties.jointInstructions.title;

/**
 * The joint-instructions confirmation the invited partner gives at acceptance, as the inviter did on the invitation
 * step: the three statements and one box to tick, with its error when asked and not ticked.
 */
export function JointInstructions({ id, checked, onChange, error }: { id: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const described = [statementsId(id), error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <ConfirmGroup id={id} legend={joint.legend} text={joint.text} points={joint.points} error={error}>
      <div className="ww-check">
        <div className="ww-check__item">
          <input className="ww-check__input" type="checkbox" id={id} checked={checked} aria-describedby={described} aria-invalid={error ? true : undefined} onChange={(e) => onChange(e.target.checked)} />
          <label className="ww-check__label" htmlFor={id}>
            {confirm}
          </label>
        </div>
      </div>
    </ConfirmGroup>
  );
}
