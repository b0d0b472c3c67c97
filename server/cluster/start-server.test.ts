import { describe, expect, it } from 'vitest';
import { workerExecArgv } from './start-server';

describe('workerExecArgv', () => {
  it('collects garbage on the worker thread alone when every core has a worker', () => {
    expect(workerExecArgv(2, 2)).toEqual(['--single-threaded-gc']);
    expect(workerExecArgv(4, 2)).toEqual(['--single-threaded-gc']);
  });

  it("keeps V8's helper threads when there are cores to spare", () => {
    expect(workerExecArgv(2, 8)).toEqual([]);
  });
});
