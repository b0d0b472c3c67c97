import { useId } from 'react';
import { Dialog } from './dialog';
import { focusOnMount } from './focus-on-mount';

/** 'Are you sure?' with Cancel and Confirm (SPEC 2.7, 8), and a `detail` paragraph when there is one; Escape cancels. */
export function ConfirmDialog(props: { title: string; text: string; detail?: string; confirmLabel: string; cancelLabel: string; onConfirm: () => void; onCancel: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onClose={props.onCancel} className="dialog--confirm">
      <h2 id={titleId} className="dialog__title">
        {props.title}
      </h2>
      <div id={textId}>
        <p>{props.text}</p>
        {props.detail && <p>{props.detail}</p>}
      </div>
      <div className="step__actions">
        <button type="button" className="button button--danger" onClick={props.onConfirm}>
          {props.confirmLabel}
        </button>
        <button type="button" className="button button--secondary" onClick={props.onCancel} autoFocus ref={focusOnMount}>
          {props.cancelLabel}
        </button>
      </div>
    </Dialog>
  );
}
