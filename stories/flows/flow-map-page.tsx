import { flowMachines } from '../../flows/flow-runner';
import { FlowMap } from './flow-map';

/** A flow's map by the machine's id (a machine is too large to be a story arg). */
export function FlowMapPage({ flow }: { flow: string }) {
  const machine = flowMachines.find((m) => m.id === flow);
  if (!machine) throw new Error(`No flow machine "${flow}"`);
  return <FlowMap machine={machine} />;
}
