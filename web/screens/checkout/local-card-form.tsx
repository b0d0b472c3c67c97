import { FieldError } from '../../ui/field-error';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { confirmLocalPayment, createLocalPaymentMethod, type LocalCard } from '../../api/checkout-api';
import { todayInUk } from '../../wizard/use-today';
import type { CardFormProps, CardPayer } from './card-payer';
import { caretAfterDigits, cardOf, digitsOf, expiryPassed, fieldComplete, formatCardNumber, formatExpiry, type CardField, type CardInput } from './local-card';
import { useHydrated } from '../../ui/use-hydrated';
import copy from '../../../schemas/copy/checkout.json';

const payerFor = (card: LocalCard): CardPayer => ({
  createPaymentMethod: async () => (await createLocalPaymentMethod(card)).id,
  confirmCardPayment: async ({ clientSecret, paymentMethodId }) => {
    await confirmLocalPayment(clientSecret, paymentMethodId);
  },
});

type FieldSpec = { field: CardField; label: string; hint?: string; error: string; autoComplete: string; className: string };

// Made where drawn, not once when the module loads: the server draws checkout in each request's language (ADR 0016).
const fields = (): FieldSpec[] => [
  { field: 'number', label: copy.card.number, error: copy.card.numberError, autoComplete: 'cc-number', className: 'card-form__number' },
  { field: 'expiry', label: copy.card.expiry, hint: copy.card.expiryHint, error: copy.card.expiryError, autoComplete: 'cc-exp', className: 'card-form__expiry' },
  { field: 'cvc', label: copy.card.cvc, hint: copy.card.cvcHint, error: copy.card.cvcError, autoComplete: 'cc-csc', className: 'card-form__cvc' },
];

/**
 * The local test gateway's card form: plain labelled inputs with the browser's card autofill. A field's problem
 * shows once the user has left it with something typed; the payer exists only while all three are complete.
 */
export default function LocalCardForm({ disabled, onChange }: CardFormProps) {
  const [input, setInput] = useState<CardInput>({ number: '', expiry: '', cvc: '' });
  // A checkout drawn by the server takes no typing before it has hydrated: React would not have it (ADR 0015).
  const hydrated = useHydrated();
  const [left, setLeft] = useState<Record<CardField, boolean>>({ number: false, expiry: false, cvc: false });
  const today = todayInUk();
  const card = useMemo(() => cardOf(input, today), [input, today]);
  useEffect(() => onChange(card ? payerFor(card) : null), [card, onChange]);

  // Regrouping the number's digits must not throw the caret to the end when a digit is typed or deleted mid-number.
  const numberCaret = useRef<{ input: HTMLInputElement; digits: number } | null>(null);
  useLayoutEffect(() => {
    const pending = numberCaret.current;
    numberCaret.current = null;
    if (pending && document.activeElement === pending.input) {
      const at = caretAfterDigits(pending.input.value, pending.digits);
      pending.input.setSelectionRange(at, at);
    }
  }, [input.number]);

  const change = (field: CardField) => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    if (field === 'number') numberCaret.current = { input: event.target, digits: digitsOf(value.slice(0, event.target.selectionStart ?? value.length)).length };
    setInput((current) => ({
      ...current,
      [field]: field === 'number' ? formatCardNumber(value) : field === 'expiry' ? formatExpiry(value, current.expiry) : digitsOf(value).slice(0, 4),
    }));
  };

  return (
    <div className="card-form">
      <p className="card-form__notice">{copy.card.testNotice}</p>
      {fields().map(({ field, label, hint, error, autoComplete, className }) => {
        const id = `card-${field}`;
        const expired = field === 'expiry' && expiryPassed(input.expiry, today);
        // An expired month is said as soon as it is typed in full: it is the card, not the typing, that is wrong.
        const invalid = expired || (left[field] && input[field] !== '' && !fieldComplete(field, input, today));
        const describedBy = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ') || undefined;
        return (
          <div key={field} className={`field ${className}${invalid ? ' field--error' : ''}`}>
            <label className="field__label" htmlFor={id}>
              {label}
            </label>
            {hint && (
              <p className="field__hint" id={`${id}-hint`}>
                {hint}
              </p>
            )}
            <div className="card-form__entry">
              {invalid && <FieldError id={`${id}-error`}>{expired ? copy.card.expiredError : error}</FieldError>}
              <input
                id={id}
                className={`input${invalid ? ' input--error' : ''}`}
                inputMode="numeric"
                autoComplete={autoComplete}
                value={input[field]}
                readOnly={!hydrated}
                disabled={disabled}
                aria-invalid={invalid || undefined}
                aria-describedby={describedBy}
                onChange={change(field)}
                onBlur={() => setLeft((current) => ({ ...current, [field]: true }))}
              />
            </div>
          </div>
        );
      })}
    </div>
  );
}
