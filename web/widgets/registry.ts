import './widgets.css';
import AddressWidget, { widgetMeta as addressMeta } from './address-widget';
import CharitySearchWidget, { widgetMeta as charitySearchMeta } from './charity-search-widget';
import CheckboxWidget, { widgetMeta as checkboxMeta } from './checkbox-widget';
import DateOfBirthWidget, { widgetMeta as dateOfBirthMeta } from './date-of-birth-widget';
import MoneyWidget, { widgetMeta as moneyMeta } from './money-widget';
import RadioQuestionWidget, { widgetMeta as radioMeta } from './radio-question-widget';
import SlotPickerWidget, { widgetMeta as slotPickerMeta } from './slot-picker-widget';
import SourceChoiceWidget, { widgetMeta as choiceMeta } from './source-choice-widget';
import TelephoneWidget, { widgetMeta as telephoneMeta } from './telephone-widget';
import TextareaWidget, { widgetMeta as textareaMeta } from './textarea-widget';
import TitleSelectWidget, { widgetMeta as titleSelectMeta } from './title-select-widget';

/** Our custom widgets by the name step files give in `ui:widget` (RJSF's own, such as `hidden`, need no entry). */
export const widgets = {
  radio: RadioQuestionWidget,
  titleSelect: TitleSelectWidget,
  dateOfBirth: DateOfBirthWidget,
  telephone: TelephoneWidget,
  address: AddressWidget,
  choice: SourceChoiceWidget,
  textarea: TextareaWidget,
  money: MoneyWidget,
  charitySearch: CharitySearchWidget,
  checkbox: CheckboxWidget,
  slotPicker: SlotPickerWidget,
};

/**
 * Widgets that render their own <fieldset> and <legend> from the field's label, by `ui:widget` name: the field
 * template renders no <label> for them (it still renders the hint and the error message).
 */
export const ownsLabel: Record<string, boolean> = {
  radio: radioMeta.ownsLabel,
  charitySearch: charitySearchMeta.ownsLabel,
  titleSelect: titleSelectMeta.ownsLabel,
  dateOfBirth: dateOfBirthMeta.ownsLabel,
  telephone: telephoneMeta.ownsLabel,
  address: addressMeta.ownsLabel,
  choice: choiceMeta.ownsLabel,
  textarea: textareaMeta.ownsLabel,
  money: moneyMeta.ownsLabel,
  checkbox: checkboxMeta.ownsLabel,
  slotPicker: slotPickerMeta.ownsLabel,
};
