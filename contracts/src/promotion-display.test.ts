import { describe, expect, it } from 'vitest';
import { promotionBadge, promotionDisplay, promotionExpiry } from './promotion-display.ts';

describe('promotion texts (spec section 9)', () => {
  it('reads "10% OFF", "£15 OFF", "£12.50 OFF", "FREE", else "SPECIAL OFFER"', () => {
    expect(promotionBadge({ discount_type: 'percentage', discount_value: 10 })).toBe('10% OFF');
    expect(promotionBadge({ discount_type: 'fixed', discount_value: 15 })).toBe('£15 OFF');
    expect(promotionBadge({ discount_type: 'fixed', discount_value: 12.5 })).toBe('£12.50 OFF');
    expect(promotionBadge({ discount_type: 'free', discount_value: null })).toBe('FREE');
    expect(promotionBadge({ discount_type: 'fixed', discount_value: null })).toBe('SPECIAL OFFER');
    expect(promotionDisplay({ discount_type: 'free', discount_value: null })).toBe('FREE SERVICE');
  });
});

describe('promotion expiry, in UK calendar days', () => {
  // 23:30 UTC on 21 Nov is still 21 Nov in London (GMT); 23:30 UTC on 21 Jun is 22 Jun (BST).
  const winterNight = new Date('2026-11-21T23:30:00Z');
  const summerNight = new Date('2026-06-21T23:30:00Z');

  it('is valid all through its last day, and expired the day after', () => {
    expect(promotionExpiry({ valid_until: '2026-11-21' }, winterNight).expired).toBe(false);
    expect(promotionExpiry({ valid_until: '2026-06-21' }, summerNight).expired).toBe(true);
  });

  it('is expiring soon when its last day is within the next 7 days', () => {
    expect(promotionExpiry({ valid_until: '2026-11-28' }, winterNight)).toEqual({
      expired: false,
      expiringSoon: true,
    });
    expect(promotionExpiry({ valid_until: '2026-11-29' }, winterNight).expiringSoon).toBe(false);
  });
});
