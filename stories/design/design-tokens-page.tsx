import tokensCss from '../../web/styles/tokens.css?raw';
import { groupTokens, readTokens, type Token, type TokenGroup } from './design-tokens';
import './design-tokens.css';

/** How one token looks: a swatch, a bar as long as the space, a line in that type, or a box that size. */
function Sample({ kind, token }: { kind: TokenGroup['kind']; token: Token }) {
  const v = `var(${token.name})`;
  if (kind === 'colour') return <span className="tokens__swatch" style={{ background: v }} />;
  if (kind === 'space') return <span className="tokens__bar" style={{ width: v }} />;
  if (kind === 'size') return <span className="tokens__box" style={{ width: v, height: v }} />;
  if (kind === 'type' && token.name.startsWith('--font-size')) return <span style={{ fontSize: v }}>Your will, in plain English</span>;
  if (token.name === '--focus-ring') return <span className="tokens__box" style={{ boxShadow: v }} />;
  return null;
}

/** Every design token of web/styles/tokens.css, grouped, each with its value and a sample drawn from it. */
export function DesignTokensPage() {
  const groups = groupTokens(readTokens(tokensCss));
  return (
    <main className="tokens">
      <h1>Design tokens</h1>
      <p>
        Every colour, size and space the app draws with, from <code>web/styles/tokens.css</code>. Widgets and screens use
        these custom properties, never literal colours or pixel sizes.
      </p>
      {groups.map((group) => (
        <section key={group.title} aria-labelledby={`tokens-${group.title}`}>
          <h2 id={`tokens-${group.title}`}>{group.title}</h2>
          <table className="tokens__table">
            <thead>
              <tr>
                <th scope="col">Token</th>
                <th scope="col">Value</th>
                <th scope="col">Sample</th>
              </tr>
            </thead>
            <tbody>
              {group.tokens.map((token) => (
                <tr key={token.name}>
                  <th scope="row">
                    <code>{token.name}</code>
                  </th>
                  <td>
                    <code>{token.value}</code>
                  </td>
                  <td>
                    <Sample kind={group.kind} token={token} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </main>
  );
}
