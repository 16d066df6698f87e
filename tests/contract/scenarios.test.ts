// The named mock scenarios (mock-server/scenarios.json) against the contract: every operation, status and example a
// scenario names exists (a typo fails here), `extends` resolves, docs/tools.md lists every scenario, and
// Prism answers each scenario's choices, sent as the Prefer header, with exactly that example.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkScenarios, preferHeader, resolveScenario, type ResolvedChoice, type ScenarioFile } from '@/dev/scenarios';
import { sparePort, startMock, stopMock, type RunningPrism } from './helpers/prism';
import { ROOT, model } from './helpers/spec';

const SCENARIO_FILE = join(ROOT, 'mock-server/scenarios.json');
const file = JSON.parse(readFileSync(SCENARIO_FILE, 'utf8')) as ScenarioFile;

/** A copy of the scenario file with one scenario changed. */
function withChange(name: string, change: (scenario: ScenarioFile['scenarios'][number]) => void): ScenarioFile {
  const copy = structuredClone(file);
  const scenario = copy.scenarios.find((s) => s.name === name);
  if (!scenario) throw new Error(`no scenario ${name}`);
  change(scenario);
  return copy;
}

describe('mock-server/scenarios.json', () => {
  it('names only operations, statuses and examples the contract has', () => {
    expect(checkScenarios(model, file)).toEqual([]);
  });

  it('has the scenarios docs/tools.md lists, and no other', () => {
    const tools = readFileSync(join(ROOT, 'docs/tools.md'), 'utf8');
    const section = tools.split('## Drive the mock: named scenarios and the dev switcher')[1]?.split('\n## ')[0] ?? '';
    const table = section.split('| Scenario | What the app shows |')[1]?.split('\n\n')[0] ?? '';
    const listed = [...table.matchAll(/^\| `(\w+)` \|/gm)].map((match) => match[1]);
    expect(listed.length).toBeGreaterThan(5);
    expect([...listed].sort()).toEqual(file.scenarios.map((s) => s.name).sort());
  });

  it('applies extends: a scenario starts from its parent and its own choices win', () => {
    const step3 = resolveScenario(model, file, 'newCliquerStep3');
    expect(step3.get('GET /api/s/session')).toEqual({ code: 200, example: 'savedStep3' });
    expect(step3.get('GET /api/s/session_a')).toEqual({ code: 200, example: 'loggedOut' }); // from visitor
    expect(step3.get('GET /api/so/getSocials')).toEqual({ code: 200, example: 'targets' }); // from step 2
    expect(resolveScenario(model, file, 'cliquerNoTasks').get('GET /api/u/getTasks')).toEqual({
      code: 200,
      example: 'empty',
    });
  });

  it("picks a declared error reply by its example: cliquerSessionEnded's calls answer the contract's 401", () => {
    const ended = resolveScenario(model, file, 'cliquerSessionEnded');
    expect(ended.get('GET /api/u/getTasks')).toEqual({ code: 401, example: 'sessionEnded' });
    expect(ended.get('GET /api/u/getRecentActivities')).toEqual({ code: 401, example: 'sessionEnded' });
    expect(ended.get('GET /api/s/session')).toEqual({ code: 200, example: 'loggedIn' }); // from activeCliquer
  });

  it('fills in the status of an example that lives in a non-2xx response', () => {
    const copy = withChange('visitor', (s) => {
      s.choices['POST /api/u/register'] = { example: 'emailTaken' };
    });
    expect(resolveScenario(model, copy, 'visitor').get('POST /api/u/register')).toEqual({
      code: 409,
      example: 'emailTaken',
    });
  });
});

describe('a mistake in a scenario fails the check', () => {
  it('an example name with a typo', () => {
    const copy = withChange('visitor', (s) => {
      s.choices['GET /api/s/session'] = { example: 'loggedOot' };
    });
    expect(checkScenarios(model, copy)).toEqual([
      "Scenario 'visitor': GET /api/s/session has no example 'loggedOot' " +
        '(it has: 200 loggedIn, 200 loggedOut, 200 savedStep1, 200 savedStep2, 200 savedStep3, 401 sessionEnded).',
    ]);
    expect(() => resolveScenario(model, copy, 'activeCliquer')).toThrow(/no example 'loggedOot'/);
  });

  it('an operation the contract does not have', () => {
    const copy = withChange('admin', (s) => {
      s.choices['GET /api/adm/get_user'] = { example: 'users' };
    });
    expect(checkScenarios(model, copy)).toEqual([
      "Scenario 'admin': openapi/cliq.yaml has no operation GET /api/adm/get_user.",
    ]);
  });

  it('a method the path does not have', () => {
    const copy = withChange('admin', (s) => {
      s.choices['POST /api/s/session'] = { example: 'loggedIn' };
    });
    expect(checkScenarios(model, copy)[0]).toBe(
      "Scenario 'admin': openapi/cliq.yaml has no operation POST /api/s/session (that path has: GET).",
    );
  });

  it('a status the operation does not declare, or an example from another status', () => {
    const copy = withChange('visitor', (s) => {
      s.choices['GET /api/s/session'] = { code: 404, example: 'loggedOut' };
      s.choices['POST /api/u/register'] = { code: 200, example: 'emailTaken' };
    });
    expect(checkScenarios(model, copy)).toEqual([
      "Scenario 'visitor': GET /api/s/session has no 404 response (it has: 200, 401).",
      "Scenario 'visitor': POST /api/u/register has no example 'emailTaken' in its 200 response " +
        '(examples there: registered, confirmEmail, resumeRegistration, alreadyRegistered, goBack, incomplete).',
    ]);
  });

  it('an unknown parent, a cycle, a duplicate name', () => {
    const unknownParent = withChange('admin', (s) => {
      s.extends = 'visiter';
    });
    expect(checkScenarios(model, unknownParent)).toEqual(["Scenario 'admin' extends 'visiter', which does not exist."]);
    const cycle = withChange('visitor', (s) => {
      s.extends = 'newCliquerStep1';
    });
    expect(checkScenarios(model, cycle).some((p) => p.includes('extends itself'))).toBe(true);
    const duplicate = structuredClone(file);
    duplicate.scenarios.push({ ...structuredClone(file.scenarios[0]!) });
    expect(checkScenarios(model, duplicate)).toContain("Scenario 'visitor' is defined twice.");
  });

  it('asking for a scenario that does not exist lists the ones that do', () => {
    expect(() => resolveScenario(model, file, 'vistor')).toThrow(
      /There is no mock scenario 'vistor' \(scenarios: visitor, newCliquerStep1, /,
    );
  });
});

describe('Prism answers each scenario choice sent as Prefer', () => {
  let prism: RunningPrism | undefined;
  const examples = model.namedExamples().filter((e) => e.kind === 'response');
  const requests = model.namedExamples().filter((e) => e.kind === 'request');

  // Every distinct (operation, choice) over all scenarios.
  const choices = new Map<string, { label: string; choice: ResolvedChoice }>();
  for (const scenario of file.scenarios) {
    for (const [label, choice] of resolveScenario(model, file, scenario.name)) {
      choices.set(`${label} ${preferHeader(choice)}`, { label, choice });
    }
  }

  beforeAll(async () => {
    prism = await startMock(await sparePort(4622));
  }, 180_000);
  afterAll(() => stopMock(prism?.child));

  it('checks a fair number of choices', () => {
    expect(choices.size).toBeGreaterThanOrEqual(15);
  });

  for (const [key, { label, choice }] of choices) {
    it(key, async () => {
      const operation = model.operation(label);
      if (!prism) throw new Error('no Prism');
      const headers: Record<string, string> = {
        ...model.requiredHeaders(operation),
        Cookie: 'cliq_session=scenario',
        Prefer: preferHeader(choice),
      };
      let body: BodyInit | undefined;
      const request = requests.find((r) => r.operation.label === label);
      if (request) {
        body = JSON.stringify(request.value);
        headers['Content-Type'] = 'application/json';
      } else if (label === 'POST /api/a/taskUpload') {
        const form = new FormData();
        const fields = {
          acc_username: 'glowbeauty',
          description: 'Follow us',
          taskType: '1',
          mediaUrl: 'https://x.com/a',
        };
        for (const [name, value] of Object.entries({ ...fields, target_count: '10', niches: '["tech"]' })) {
          form.append(name, value);
        }
        form.append('image', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'task.png');
        body = form;
      } else if (operation.requestBody) {
        throw new Error(`${label} needs a request body this test cannot build`);
      }
      const res = await fetch(prism.url + operation.path, { method: operation.method, headers, body });
      const text = await res.text();
      expect(res.status, text).toBe(choice.code);
      const expected = examples.find(
        (e) => e.operation.label === label && e.status === String(choice.code) && e.name === choice.example,
      );
      expect(JSON.parse(text)).toStrictEqual(expected?.value);
    });
  }
});
