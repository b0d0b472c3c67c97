import { FieldError } from '../../ui/field-error';
import { useState, type FormEvent } from 'react';
import type { CouponView } from '../../../engine/products/cart/coupon';
import { interpolate } from '../../../engine/steps/interpolate';
import type { CartBusy } from './use-cart-actions';
import { useHydrated } from '../../ui/use-hydrated';
import copy from '../../../schemas/copy/checkout.json';

type Props = {
  coupon: CouponView | null;
  /** Why a coupon was taken off the cart (an add-on it applied to alone was removed), until another is applied. */
  dropped?: string | null;
  busy: CartBusy;
  disabled: boolean;
  /** Applies the code; resolves with the server's message for the field when it refuses the code, else null. */
  onApply: (code: string) => Promise<string | null>;
  onRemove: () => void;
};

/** The coupon box (SPEC 2.14, 5): Apply only with a code typed, the server's refusal under the field; once applied, Remove coupon. */
export function CouponBox({ coupon, dropped = null, busy, disabled, onApply, onRemove }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A checkout drawn by the server takes no typing before it has hydrated: React would not have it (ADR 0015).
  const hydrated = useHydrated();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refusal = await onApply(code.trim());
    setError(refusal);
    if (!refusal) setCode('');
  };
  return (
    <section className="checkout__panel" aria-labelledby="coupon-heading">
      <h2 id="coupon-heading">{copy.coupon.heading}</h2>
      {coupon ? (
        <div className="coupon__applied">
          <p>{interpolate(copy.coupon.applied, { code: coupon.code })}</p>
          <button type="button" className="link-button" disabled={disabled || busy !== null} onClick={onRemove}>
            {copy.coupon.remove}
          </button>
        </div>
      ) : (
        <form className={`field coupon${error ? ' field--error' : ''}`} onSubmit={submit} noValidate>
          <label className="field__label" htmlFor="coupon-code">
            {copy.coupon.label}
          </label>
          <div className="coupon__row">
            <input
              id="coupon-code"
              className={`input coupon__input${error ? ' input--error' : ''}`}
              value={code}
              readOnly={!hydrated}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck="false"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'coupon-code-error' : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <button type="submit" className="button" disabled={disabled || busy !== null || code.trim() === ''}>
              {busy === 'apply-coupon' ? copy.coupon.applying : copy.coupon.apply}
            </button>
          </div>
          {!error && dropped && <p className="field__hint coupon__dropped">{dropped}</p>}
          <FieldError id="coupon-code-error" role="alert">{error}</FieldError>
        </form>
      )}
    </section>
  );
}
