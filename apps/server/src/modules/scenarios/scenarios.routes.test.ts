import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamThrough, signedInClient } from '../../test/accounts.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import type { HttpClient } from '../../test/http-client.ts';

let testApp: TestApp;
let ada: HttpClient;
let agentId: string;
beforeAll(async () => {
  testApp = await buildTestApp();
  ada = await signedInClient(testApp, { email: 'ada-scenarios@example.com' });
  const teamId = await createTeamThrough(ada, 'Scenario team');
  agentId = (await ada.post('/api/agent', { teamId, name: 'Planner' })).json<{ data: { id: string } }>().data
    .id;
});
afterAll(async () => {
  await testApp.close();
});

interface ScenarioBody {
  id: string;
  goals: { id: string; description: string; position: number }[];
  [key: string]: unknown;
}

const create = async (body: Record<string, unknown>) =>
  (await ada.post('/api/scenarios', { agentId, ...body })).json<{ data: ScenarioBody }>().data;

describe('scenarios', () => {
  it('are created with defaults, read with their goals, listed by priority', async () => {
    const low = await create({ name: 'Small talk', priority: 10 });
    const high = await create({
      name: 'Refund request',
      description: 'The customer wants their money back.',
      instructions: 'Check the order, then explain the refund policy.',
      exampleMessages: ['I want a refund for order 123'],
      conditions: { senderContains: null, subjectContains: 'refund' },
      answerPolicy: 'DRAFT',
      priority: 90,
    });

    expect(high).toMatchObject({
      agentId,
      name: 'Refund request',
      answerPolicy: 'DRAFT',
      conditions: { senderContains: null, subjectContains: 'refund' },
      exampleMessages: ['I want a refund for order 123'],
      enabled: true,
      goals: [],
    });
    expect(low).toMatchObject({
      answerPolicy: 'REPLY',
      priority: 10,
      handoffTo: [],
      conditions: { senderContains: null, subjectContains: null },
    });
    const listed = (await ada.get(`/api/agent/${agentId}/scenarios`)).json<{ data: { name: string }[] }>()
      .data;
    expect(listed.map((scenario) => scenario.name).slice(0, 2)).toEqual(['Refund request', 'Small talk']);
    expect((await ada.get(`/api/scenarios/${high.id}`)).json()).toMatchObject({
      data: { id: high.id, name: 'Refund request' },
    });
  });

  it('change only what is sent, and can be deleted', async () => {
    const scenario = await create({ name: 'Editable', instructions: 'Keep me' });

    const updated = await ada.put(`/api/scenario/${scenario.id}`, { name: 'Edited', enabled: false });
    expect(updated.json()).toMatchObject({
      data: { name: 'Edited', enabled: false, instructions: 'Keep me' },
    });

    expect((await ada.delete(`/api/scenario/${scenario.id}`)).statusCode).toBe(200);
    expect((await ada.get(`/api/scenarios/${scenario.id}`)).statusCode).toBe(404);
  });

  it('refuse bad input and hand-offs to people outside the team', async () => {
    const noName = await ada.post('/api/scenarios', { agentId });
    const badPolicy = await ada.post('/api/scenarios', { agentId, name: 'x', answerPolicy: 'SHRUG' });
    const outsider = await ada.post('/api/scenarios', {
      agentId,
      name: 'x',
      answerPolicy: 'HANDOFF',
      handoffTo: ['stranger@example.com'],
    });

    expect(noName.json()).toMatchObject({
      error: { code: 'validation_failed', details: [{ path: 'body.name' }] },
    });
    expect(badPolicy.json()).toMatchObject({ error: { details: [{ path: 'body.answerPolicy' }] } });
    expect(outsider.json()).toMatchObject({
      error: { details: [{ path: 'body.handoffTo.0', message: 'is not a member of this team' }] },
    });
  });
});

describe('goals', () => {
  it('are added in order, edited, reordered and deleted', async () => {
    const scenario = await create({ name: 'Onboarding' });
    const add = async (description: string) =>
      (await ada.post(`/api/scenarios/${scenario.id}/goals`, { description })).json<{
        data: { id: string; position: number };
      }>().data;
    const first = await add('Learn the customer’s company name');
    const second = await add('Book a demo');
    const third = await add('Send the price list');
    expect([first.position, second.position, third.position]).toEqual([0, 1, 2]);

    const edited = await ada.put(`/api/goals/${second.id}`, { successCriteria: 'A date is agreed' });
    expect(edited.json()).toMatchObject({
      data: { description: 'Book a demo', successCriteria: 'A date is agreed' },
    });

    const reordered = await ada.put(`/api/scenarios/${scenario.id}/goals/order`, {
      goalIds: [third.id, first.id, second.id],
    });
    expect(
      reordered
        .json<{ data: { id: string; position: number }[] }>()
        .data.map((goal) => [goal.id, goal.position]),
    ).toEqual([
      [third.id, 0],
      [first.id, 1],
      [second.id, 2],
    ]);

    expect((await ada.delete(`/api/goals/${first.id}`)).statusCode).toBe(200);
    const remaining = (await ada.get(`/api/scenarios/${scenario.id}/goals`)).json<{
      data: { id: string }[];
    }>().data;
    expect(remaining.map((goal) => goal.id)).toEqual([third.id, second.id]);
    expect(
      (await ada.get(`/api/scenarios/${scenario.id}`)).json<{ data: ScenarioBody }>().data.goals,
    ).toHaveLength(2);
  });

  it('refuse an order that leaves out or repeats a goal', async () => {
    const scenario = await create({ name: 'Strict order' });
    const goal = (await ada.post(`/api/scenarios/${scenario.id}/goals`, { description: 'One' })).json<{
      data: { id: string };
    }>().data;
    await ada.post(`/api/scenarios/${scenario.id}/goals`, { description: 'Two' });

    const partial = await ada.put(`/api/scenarios/${scenario.id}/goals/order`, { goalIds: [goal.id] });
    const repeated = await ada.put(`/api/scenarios/${scenario.id}/goals/order`, {
      goalIds: [goal.id, goal.id],
    });

    expect(partial.statusCode).toBe(400);
    expect(repeated.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ error: { details: [{ path: 'body.goalIds' }] } });
  });

  it('need a description', async () => {
    const scenario = await create({ name: 'Goal checks' });

    const response = await ada.post(`/api/scenarios/${scenario.id}/goals`, { description: '  ' });

    expect(response.json()).toMatchObject({
      error: { details: [{ path: 'body.description', message: 'is required' }] },
    });
  });
});
