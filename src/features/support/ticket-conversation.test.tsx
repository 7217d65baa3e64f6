import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TicketConversation } from './ticket-conversation';

describe('TicketConversation', () => {
  it('lists the opening message and every reply in order, naming staff (a helpdesk reply has no name) and the customer', () => {
    const onSend = vi.fn();
    render(
      <TicketConversation
        ticket={{
          message: 'The charger stopped working.',
          created_at: '2026-11-20T10:00:00.000Z',
          messages: [
            { id: 4, author: 'staff', author_name: 'Priya', body: 'Please bring it in.', created_at: '2026-11-20T11:00:00.000Z' },
            { id: 7, author: 'staff', author_name: null, body: 'Answered from the helpdesk.', created_at: '2026-11-20T12:00:00.000Z' },
            { id: 9, author: 'customer', author_name: null, body: 'Thanks.', created_at: '2026-11-20T13:00:00.000Z' },
          ],
        }}
        customerName="You"
        reply={{ label: 'Your answer', submitLabel: 'Send', onSend }}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Conversation' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^You · .*The charger stopped working\.$/),
      expect.stringMatching(/^Priya \(Revolt customer care\) · .*Please bring it in\.$/),
      expect.stringMatching(/^Revolt \(Revolt customer care\) · .*Answered from the helpdesk\.$/),
      expect.stringMatching(/^You · .*Thanks\.$/),
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Conversation' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
  });
});
