// One page of build/prerender.mjs, rendered in a worker thread of its own: a fresh copy of every module, so no cache
// filled by another page (Chakra's style cache orders a class's declarations as it first met them) makes this page's
// markup or CSS depend on the pages rendered before it.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

const { entry, path } = workerData;
const { render } = await import(pathToFileURL(entry).href);
parentPort.postMessage(await render(path));
