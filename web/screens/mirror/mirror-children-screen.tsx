import { useRef, useState, type FormEvent } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useWill, willOf } from '../../will/will-context';
import { useNoSuccessToast, useToast } from '../../ui/toast';
import { Loading } from '../../ui/loading';
import { BusyButton } from '../../ui/busy-button';
import { useDocumentTitle } from '../../ui/document-title';
import { ErrorSummary } from '../../wizard/error-summary';
import { todayInUk } from '../../wizard/use-today';
import { childrenToConfirm } from '../../../engine/mirror/mirror-children';
import { saveMirrorChildren } from '../../../engine/operations/mirror-children-save';
import { stepPredicates } from '../../../engine/step-predicates';
import { interpolate } from '../../../engine/interpolate';
import type { Will } from '../../../engine/will';
import copy from '../../../schemas/copy/mirror.json';
import wizardCopy from '../../../schemas/copy/wizard.json';
import './mirror.css';

/** The family list, where the user came from (the children question follows its save). */
const FAMILY_LIST = '/will/family/add-familymembers';

/**
 * /will/family/mirror-children: saving the family list of a will prefilled from a partner's comes here
 * while copied children wait for "is this also your child?". One yes-or-no question per child; saving answers
 * them all (a child who is not the user's stays as a relation) and passes Family, then on as the list would go.
 * Opened with no child waiting, it goes to the family list; once the question is shown, its own save moves on (the
 * saved will has no child waiting, and must not send the user back to Family on the way).
 */
export default function MirrorChildrenScreen() {
  const { state, loadError } = useWill();
  useDocumentTitle(copy.children.title);
  const asked = useRef(false);
  if (!state) return <Loading error={loadError} />;
  const will = willOf(state);
  if (!asked.current && childrenToConfirm(will).length === 0) return <Navigate to="/will/family" replace />;
  asked.current = true;
  return <ChildrenForm will={will} />;
}

function ChildrenForm({ will }: { will: Will }) {
  const { save } = useWill();
  const toast = useToast();
  // Nothing is saved for good while a child waits: the family list's "Saved Successfully" does not follow the user here.
  useNoSuccessToast();
  const navigate = useNavigate();
  const [waiting] = useState(() => childrenToConfirm(will));
  const [answers, setAnswers] = useState<Record<string, boolean>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const inviter = will.mirror?.inviterName ?? '';
  const nameOf = (uuid: string) => will.children?.[uuid]?.fullName ?? '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const unanswered = waiting.filter((uuid) => answers[uuid] === undefined);
    setMissing(unanswered);
    if (unanswered.length > 0) return;
    const today = todayInUk();
    const result = saveMirrorChildren(will, answers, today);
    if (!result.ok) {
      toast('error', result.toast ?? result.alert.text);
      return;
    }
    setSaving(true);
    const saved = await save(result.will);
    setSaving(false);
    if (!saved.ok) {
      toast('error', Object.values(saved.fields)[0]?.[0] ?? copy.childrenToConfirm);
      return;
    }
    const dependants = stepPredicates['dependants.any']!({ will: result.will, today });
    void navigate(dependants ? '/will/dashboard#guardians' : '/will/dashboard#financial');
  };

  // Answering a child clears the error that asked for it (and its line in the summary).
  const answer = (uuid: string, alsoMine: boolean) => {
    setAnswers((current) => ({ ...current, [uuid]: alsoMine }));
    setMissing((current) => current.filter((waitingChild) => waitingChild !== uuid));
  };
  const errorOf = (uuid: string) => (missing.includes(uuid) ? interpolate(copy.children.answerRequired, { child: nameOf(uuid) }) : undefined);
  return (
    <div className="page page--narrow mirror mirror-children">
      <h1>{copy.children.title}</h1>
      <p>{interpolate(copy.children.intro, { inviter })}</p>
      <ErrorSummary items={missing.map((uuid) => ({ id: `mirror-child-${uuid}-yes`, message: errorOf(uuid)! }))} />
      <form noValidate onSubmit={(event) => void submit(event)}>
        {waiting.map((uuid) => {
          const child = nameOf(uuid);
          const error = errorOf(uuid);
          const hintId = `mirror-child-${uuid}-hint`;
          const errorId = `mirror-child-${uuid}-error`;
          return (
            <fieldset key={uuid} className="ww-fieldset" aria-describedby={error ? `${hintId} ${errorId}` : hintId}>
              <legend className="ww-legend">{interpolate(copy.childQuestion, { child })}</legend>
              <p id={hintId} className="ww-hint">
                {interpolate(copy.childQuestionHint, { inviter, child })}
              </p>
              {error && (
                <p id={errorId} className="field__error">
                  {error}
                </p>
              )}
              <div className="ww-radios">
                {[true, false].map((alsoMine) => {
                  const id = `mirror-child-${uuid}-${alsoMine ? 'yes' : 'no'}`;
                  return (
                    <div className="ww-radios__item" key={id}>
                      <input
                        className="ww-radios__input"
                        type="radio"
                        id={id}
                        name={`mirror-child-${uuid}`}
                        checked={answers[uuid] === alsoMine}
                        aria-invalid={error ? true : undefined}
                        onChange={() => answer(uuid, alsoMine)}
                      />
                      <label className="ww-radios__label" htmlFor={id}>
                        {interpolate(alsoMine ? copy.childYes : copy.childNo, { child })}
                      </label>
                    </div>
                  );
                })}
              </div>
            </fieldset>
          );
        })}
        <div className="step__actions">
          <BusyButton type="submit" className="button" busy={saving}>
            {saving ? copy.children.saving : copy.children.save}
          </BusyButton>
          <button type="button" className="button button--secondary" disabled={saving} onClick={() => void navigate(FAMILY_LIST)}>
            {wizardCopy.back}
          </button>
        </div>
      </form>
    </div>
  );
}
