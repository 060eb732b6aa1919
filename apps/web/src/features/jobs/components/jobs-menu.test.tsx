import type { Job } from '@parley/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json, noContent } from '#src/testing/fake-fetch.ts';
import { renderApp } from '#src/testing/render-app.tsx';
import { ada } from '#src/testing/users.ts';
import { JOBS_POLL_MS } from '../api/jobs.ts';
import { CANCEL_DIALOG_CLOSE_MS } from './cancel-job-dialog.tsx';

const running: Job = {
  id: 'job-1',
  name: 'Read example.com',
  status: 'active',
  statusDescription: 'Page 3 of 8',
  errorMessage: null,
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  completedAt: null,
  totalTasksCount: 8,
  totalTasksCompleteCount: 3,
  metricId: 'metric-1',
  teamId: 'team-1',
  agentId: 'agent-1',
  agentName: 'Billing Bot',
  teamName: 'Acme',
};

/** A signed-in user with one running job; cancelling it answers `cancelStatus`. */
function server(cancelStatus: 200 | 500) {
  let job = running;
  return fakeFetch({
    'GET /api/user/me?sessionCheck=true': () => json(200, { data: ada }),
    'GET /api/jobs/active': () => json(200, { data: { jobs: [job] } }),
    'POST /api/jobs/job-1/cancel': () => {
      if (cancelStatus !== 200)
        return json(500, { error: { code: 'internal', message: 'Something went wrong.' } });
      job = { ...job, status: 'cancel_requested', statusDescription: 'Stopping…' };
      return json(200, { data: job });
    },
  });
}

async function openActions() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Actions: 1 active' }));
  const dropdown = screen.getByRole('dialog', { name: 'Actions' });
  return { user, dropdown, entry: within(dropdown).getByTestId('job') };
}

describe('the Actions dropdown', () => {
  it('shows each job with its agent and team, progress, time and status text', async () => {
    server(200);
    renderApp('/console/teams');

    const { entry } = await openActions();

    expect(entry).toHaveTextContent('Billing Bot · Acme');
    expect(within(entry).getByRole('link', { name: 'Read example.com' })).toHaveAttribute(
      'href',
      '/console/team/team-1/agent/agent-1/action-log/metric-1',
    );
    expect(within(entry).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '38');
    expect(within(entry).getByTestId('job-percent')).toHaveTextContent('38%');
    expect(entry).toHaveTextContent('started 5 minutes ago');
    expect(within(entry).getByTestId('job-text')).toHaveTextContent('Page 3 of 8');
  });

  it('polls every 10 s inside the console, says when nothing runs, and stays quiet on account settings', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = fakeFetch({
      'GET /api/user/me?sessionCheck=true': () => json(200, { data: ada }),
      'GET /api/jobs/active': () => json(200, { data: { jobs: [] } }),
    });
    const polls = () => requests.filter((request) => request.url === '/api/jobs/active?limit=10').length;
    const { router } = renderApp('/console/teams');
    const button = await screen.findByRole('button', { name: 'Actions: 0 active' });
    await waitFor(() => {
      expect(polls()).toBe(1);
    });

    await act(() => vi.advanceTimersByTimeAsync(JOBS_POLL_MS));
    expect(polls()).toBe(2);
    await userEvent.setup().click(button);
    expect(
      await within(screen.getByRole('dialog', { name: 'Actions' })).findByText(/Nothing running/),
    ).toBeVisible();
    await userEvent.setup().keyboard('{Escape}');

    await act(() => router.navigate('/console/account'));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: /^Actions/ })).toBeNull();
    });
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(3 * JOBS_POLL_MS));
    expect(polls()).toBe(before);
  });

  it('cancels a job: the dialog confirms, closes after 1.5 s, and the list reloads showing it canceled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests } = server(200);
    renderApp('/console/teams');
    const { user, entry } = await openActions();

    await user.click(within(entry).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel job' }));

    expect(await within(dialog).findByText('Job canceled successfully')).toBeVisible();
    const loads = requests.filter((request) => request.url.startsWith('/api/jobs/active')).length;
    await act(() => vi.advanceTimersByTimeAsync(CANCEL_DIALOG_CLOSE_MS - 100));
    expect(screen.getByRole('dialog', { name: 'Cancel this job?' })).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Cancel this job?' })).toBeNull();
    });
    await waitFor(() => {
      expect(within(screen.getByTestId('job')).getByRole('progressbar')).toHaveAttribute(
        'data-style',
        'canceled',
      );
    });
    expect(requests.filter((request) => request.url.startsWith('/api/jobs/active')).length).toBeGreaterThan(
      loads,
    );
    expect(within(screen.getByTestId('job')).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('signs out, without logging an error, when the poll finds the session gone', async () => {
    // The session ends just as the page opens: the jobs poll is the first call to meet that.
    let ended = false;
    fakeFetch({
      'GET /api/user/me?sessionCheck=true': () => (ended ? noContent() : json(200, { data: ada })),
      'GET /api/jobs/active': () => {
        ended = true;
        return json(401, { error: { code: 'unauthorized', message: 'Sign in.' } });
      },
    });
    const { router } = renderApp('/console/teams');

    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(vi.mocked(console.error)).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with an error when the cancel fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server(500);
    renderApp('/console/teams');
    const { user, entry } = await openActions();

    await user.click(within(entry).getByRole('button', { name: 'Cancel' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel job' }));

    expect(await within(dialog).findByText('Failed to cancel job. Please try again.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(CANCEL_DIALOG_CLOSE_MS * 2));
    expect(screen.getByRole('dialog', { name: 'Cancel this job?' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Cancel job' })).toBeEnabled();
    expect(vi.mocked(console.error).mock.calls.map((args) => String(args[0]))).toEqual([
      'Failed to cancel the job',
    ]);
    vi.mocked(console.error).mockClear();
  });
});
