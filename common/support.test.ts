import { describe, expect, it } from 'vitest';
import {
  replyDueAt,
  replyTimeLeftText,
  SUPPORT_ATTACHMENT_MAX_BYTES,
  supportAttachmentProblem,
  ticketReference,
} from './support';

describe('support helpers', () => {
  it('the reply is due 24 hours after the oldest unanswered message', () => {
    expect(replyDueAt(new Date('2026-03-02T09:30:00Z')).toISOString()).toBe('2026-03-03T09:30:00.000Z');
  });

  it('says how much time is left, or how long it is overdue', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(replyTimeLeftText('2026-03-03T09:59:30Z', now)).toBe('23 h 59 min left');
    expect(replyTimeLeftText('2026-03-02T10:40:00Z', now)).toBe('40 min left');
    expect(replyTimeLeftText('2026-03-02T10:00:00Z', now)).toBe('0 min left');
    expect(replyTimeLeftText('2026-03-02T07:55:00Z', now)).toBe('overdue by 2 h 5 min');
  });

  it('names a ticket by the first 8 hex digits of its id', () => {
    expect(ticketReference('3f2a9c1b-0e4d-4c5b-9a7e-1b2c3d4e5f60')).toBe('#3F2A9C1B');
  });

  it('checks a chosen screenshot in the browser before it is sent', () => {
    const ok = { name: 'shot.png', type: 'image/png', size: 1000 };
    expect(supportAttachmentProblem(ok)).toBeNull();
    expect(supportAttachmentProblem({ ...ok, name: 'shot.webp', type: '' })).toBeNull();
    expect(supportAttachmentProblem({ ...ok, type: 'application/pdf' })).toMatch(/PNG, JPEG or WebP/);
    expect(supportAttachmentProblem({ ...ok, name: 'shot.svg', type: '' })).toMatch(/PNG, JPEG or WebP/);
    expect(supportAttachmentProblem({ ...ok, size: 0 })).toMatch(/empty/);
    expect(supportAttachmentProblem({ ...ok, size: SUPPORT_ATTACHMENT_MAX_BYTES + 1 })).toMatch(/5 MB/);
  });
});
