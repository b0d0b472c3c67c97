import { useId } from 'react';
import { Dialog } from './dialog';
import copy from '../../schemas/copy/pages.json';
import { focusOnMount } from './focus-on-mount';

/** A message the user must read before going on (SPEC 8 'Generic alert'), with a Close button; Escape closes it. */
export function AlertDialog({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog labelledBy={titleId} describedBy={textId} onClose={onClose} className="dialog--confirm">
      <h2 id={titleId} className="dialog__title">
        {title}
      </h2>
      <p id={textId}>{text}</p>
      <div className="step__actions">
        <button type="button" className="button" onClick={onClose} autoFocus ref={focusOnMount}>
          {copy.close}
        </button>
      </div>
    </Dialog>
  );
}
