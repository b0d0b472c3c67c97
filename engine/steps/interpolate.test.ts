import { describe, expect, it } from 'vitest';
import { interpolate } from './interpolate';

describe('interpolate', () => {
  it('fills known names and keeps unknown ones', () => {
    expect(interpolate('Results for {postcode}', { postcode: 'SW1A 2AA' })).toBe('Results for SW1A 2AA');
    expect(interpolate('Answer {questionCount} simple questions', { questionCount: 5 })).toBe('Answer 5 simple questions');
    expect(interpolate('Hello {who}', {})).toBe('Hello {who}');
  });
});
