import type { ReactNode } from 'react';
import { Dialog } from '../ui/dialog';
import copy from '../../schemas/copy/wizard.json';

/**
 * A modal step's dialog (SPEC 2.3): Escape and the visible close button both leave it as Cancel does. The close
 * button comes after the step in the page, so the dialog's first focus stays on the form; CSS puts it top right.
 */
export function StepModal({ labelledBy, onClose, children }: { labelledBy: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog labelledBy={labelledBy} onClose={onClose}>
      {children}
      <button type="button" className="dialog__close" aria-label={copy.closeModal} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </Dialog>
  );
}
