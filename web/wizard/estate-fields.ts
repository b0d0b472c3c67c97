// The estate step's fields (with d3-shape for the split's ring), a chunk of their own: loaded through
// ./kinds/lazy-form-kinds (`loadStepFields`) by the three estate steps that name them, not by every form.
export { default as EstateSplitField } from '../widgets/estate-split-field';
export { default as EstateSubstitutesField } from '../widgets/estate-substitutes-field';
export { default as EstateMessagesField } from '../widgets/estate-messages-field';
