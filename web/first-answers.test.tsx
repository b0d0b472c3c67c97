// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FIRST_ANSWERS_ID, FirstAnswersProvider, firstAnswersScript, jsonForScript, readFirstAnswers, useFirstAnswer } from './first-answers';

describe("a page's first answers", () => {
  it('are written so no text can end the data block, and read back whole', () => {
    const tricky = { name: '</script><script>alert(1)</script><!-- & \u2028\u2029 >' };
    const json = jsonForScript(tricky);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(tricky);
    document.body.innerHTML = `<div id="root"></div>${firstAnswersScript({ page: '/will/yourself', answers: { '/api/will': tricky } })}`;
    expect(document.querySelectorAll('script')).toHaveLength(1);
    expect(readFirstAnswers(document)).toEqual({ page: '/will/yourself', answers: { '/api/will': tricky } });
  });

  it('are none when the page has no block, or a block that is not theirs', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(readFirstAnswers(document)).toBeNull();
    for (const text of ['not json', '[]', '{"page":1,"answers":{}}', '{"page":"/will/dashboard"}']) {
      document.body.innerHTML = `<script type="application/json" id="${FIRST_ANSWERS_ID}">${text}</script>`;
      expect(readFirstAnswers(document), text).toBeNull();
    }
  });

  it('are taken by the first screen that mounts with them, and never again in that tab', () => {
    function Screen({ label }: { label: string }) {
      const will = useFirstAnswer<{ name: string }>('/api/will');
      return <p>{`${label}: ${will?.name ?? 'asks the server'}`}</p>;
    }
    function Page() {
      const [again, setAgain] = useState(false);
      return (
        <>
          <Screen label="first" />
          {again ? <Screen label="later" /> : <button onClick={() => setAgain(true)}>again</button>}
        </>
      );
    }
    render(
      <FirstAnswersProvider first={{ page: '/will/dashboard', answers: { '/api/will': { name: 'Ann' } } }}>
        <Page />
      </FirstAnswersProvider>,
    );
    expect(screen.getByText('first: Ann')).toBeTruthy();
    screen.getByRole('button').click();
    return expect(screen.findByText('later: asks the server')).resolves.toBeTruthy();
  });
});
