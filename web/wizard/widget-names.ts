/**
 * The names a step file may give in `ui:widget` and `ui:field`: ours (web/widgets/registry.ts, checked against
 * this list by its test) and RJSF's built-in ones. Plain data, no React, so the content checker can read it.
 */
export const widgetNames = ['charitySearch', 'money', 'radio', 'titleSelect', 'dateOfBirth', 'telephone', 'address', 'choice', 'checkbox', 'slotPicker', 'checkboxes', 'hidden', 'text', 'email', 'password', 'textarea', 'select', 'updown'] as const;
export const fieldNames: readonly string[] = ['estateSplit', 'estateSubstitutes', 'estateMessages', 'yesNoEach', 'drawnByWidget'];

export type WidgetName = (typeof widgetNames)[number];
