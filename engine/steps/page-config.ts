/** The page-configuration flags and settings of SPEC 1: read by the server from the environment, sent to the web. */
export type PageConfig = {
  reactivate_will_enabled: boolean;
  additional_estate_flow_question: boolean;
  lpa_register_interest_enabled: boolean;
  will_price: number;
  printing_service_enabled: boolean;
  partner_discount_percentage: number;
  contact_phone: string;
  support_email: string;
  /** Days an unpaid draft may go unused before it is deleted (RETENTION_UNPAID_DRAFT_DAYS), for the privacy page. */
  retention_unpaid_draft_days: number;
  /** Working days the legal team takes to review and email a standard will (REVIEW_WORKING_DAYS). */
  review_working_days: number;
};
