import { useMemo } from 'react';
import copy from '../../schemas/copy/flow-map.json';
import { stepFiles } from '../../web/wizard/step-files';
import { stepFileRows } from './step-file-rows';
import '../flows/flow-map.css';

const words = copy.stepIndex;

/** Every step file in one table: route, flow, what it writes, the will's clauses that feeds, and its stories. */
export function StepFileIndex() {
  const rows = useMemo(() => stepFileRows(Object.values(stepFiles)), []);
  return (
    <main className="flow-map">
      <h1>{words.title}</h1>
      <p>{words.intro}</p>
      <table className="step-index">
        <caption className="step-index__caption">{words.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{words.step}</th>
            <th scope="col">{words.route}</th>
            <th scope="col">{words.flow}</th>
            <th scope="col">{words.writes}</th>
            <th scope="col">{words.clauses}</th>
            <th scope="col">{words.stories}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <code>{row.id}</code>
                {row.modal && <span className="step-index__note"> ({copy.words.modal})</span>}
              </th>
              <td>
                <code>{row.route}</code>
              </td>
              <td>{row.flow ? (copy.flows as Record<string, string>)[row.flow] ?? row.flow : words.none}</td>
              <td>
                {row.bind && <code>{row.bind}</code>}
                {row.fields.length > 0 && <div>{row.fields.join(', ')}</div>}
                {row.commit && <div>{words.operation.replace('{operation}', row.commit)}</div>}
                {!row.bind && !row.fields.length && !row.commit && words.none}
              </td>
              <td>{row.clauses.length ? row.clauses.join(', ') : words.none}</td>
              <td>
                {row.stories.map((story, i) => (
                  <span key={story.id}>
                    {i > 0 && ', '}
                    <a href={`./index.html?path=/story/${story.id}`} target="_top">
                      {story.name}
                    </a>
                  </span>
                ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </main>
  );
}
