/**
 * A thread after a burst, in a process of its own (heap-give-back.test.ts): fills its heap with
 * about 100 MB of short-lived objects, drops them, gives the heap back and prints what it saw as
 * one JSON line.
 */
import { giveBackGrownHeap } from '@tow/server-kit/heap-give-back';

const residentMb = () => process.memoryUsage.rss() / 1_048_576;
let burst: unknown[] | null = [];
for (let i = 0; i < 600_000; i++) burst.push({ phone: `07${i}`, answer: [i, i + 1] });
const during = residentMb();
burst = null;
const gaveBack = giveBackGrownHeap()?.bytes ?? 0;
const after = residentMb();
console.log(JSON.stringify({ during, after, gaveBack, again: giveBackGrownHeap() ?? null }));
