import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as checkoutApi from '../../api/checkout-api';
import type { Cart } from '../../api/cart-api';
import { useSession } from '../../session/session-context';
import { useToast } from '../../ui/toast';
import { useWill } from '../../will/will-context';
import { AdditionalServices } from './additional-services';
import type { CardPayer } from './card-payer';
import { CartSummary } from './cart-summary';
import { CouponBox } from './coupon-box';
import { EmailVerificationNotice } from './email-verification-notice';
import { GuaranteeCard } from './guarantee-card';
import { PaymentPanel } from './payment-panel';
import { useCartActions } from './use-cart-actions';
import type { CheckoutData } from './use-checkout-data';
import { usePay } from './use-pay';
import { WillLanguageChoice } from '../preview/will-language-choice';
import copy from '../../../schemas/copy/checkout.json';

/** Checkout once loaded (SPEC 2.14): the cart, additional services and coupon beside the card, Pay and the guarantee. */
export function CheckoutPage({ data, setCart }: { data: CheckoutData; setCart: (cart: Cart) => void }) {
  const { cart, status, config } = data;
  const actions = useCartActions(cart, setCart);
  const [payer, setPayer] = useState<CardPayer | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const { reload } = useWill();
  const { user } = useSession();
  const onPaid = useCallback(() => void reload(), [reload]);
  const { pay, paying, failure } = usePay({ api: checkoutApi, payer, receiptEmail: user?.email ?? '', couponApplied: cart.coupon !== null, toast, navigate, onPaid });

  return (
    <div className="checkout">
      <div className="checkout__intro">
        <h1>{copy.title}</h1>
        <p>{copy.intro}</p>
      </div>
      <div className="checkout__order">
        <CartSummary cart={cart} busy={actions.busy} disabled={paying} onRemove={actions.remove} dueDates={status.review_due_dates} />
        <AdditionalServices cart={cart} printingEnabled={config?.printing_service_enabled ?? false} busy={actions.busy} disabled={paying} onAdd={actions.add} />
        <CouponBox coupon={cart.coupon} dropped={actions.droppedCoupon} busy={actions.busy} disabled={paying} onApply={actions.applyCoupon} onRemove={actions.resetCoupon} />
        <div className="checkout__panel">
          <WillLanguageChoice />
        </div>
      </div>
      <div className="checkout__pay-column">
        <EmailVerificationNotice />
        <PaymentPanel
          gateway={status.gateway}
          total={cart.total}
          cardComplete={payer !== null}
          paying={paying}
          failure={failure}
          cartBusy={actions.busy !== null}
          onCardChange={setPayer}
          onPay={() => void pay()}
        />
        <GuaranteeCard />
      </div>
    </div>
  );
}
