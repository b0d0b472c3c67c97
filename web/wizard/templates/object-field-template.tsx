import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/** The fields of a step, in uiSchema order, with no extra chrome: the step's title is the page heading. */
export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <div className="fields">{properties.filter((p) => !p.hidden).map((p) => p.content)}{properties.filter((p) => p.hidden).map((p) => p.content)}</div>;
}
