import { api } from './client';

export type PageConfig = {
  reactivate_will_enabled: boolean;
  additional_estate_flow_question: boolean;
  lpa_register_interest_enabled: boolean;
  will_price: number;
  printing_service_enabled: boolean;
  partner_discount_percentage: number;
  contact_phone: string;
  support_email: string;
};

/** GET /api/config: the page-configuration flags of SPEC 1. */
export const fetchConfig = () => api<PageConfig>('GET', '/api/config');
