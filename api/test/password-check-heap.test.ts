import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { expect, it } from 'vitest';
import { passwordProblem } from '../src/auth/password-strength.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapMb(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed / 1e6;
}

it('checking passwords leaves the dictionaries (about 30 MB) out of the heap of the thread answering requests', async () => {
  const before = heapMb();
  expect(await passwordProblem('a long test passphrase 42')).toBeNull();
  expect(await passwordProblem('password1234')).toMatch(/too easy to guess/);
  expect(heapMb() - before).toBeLessThan(5);
});
