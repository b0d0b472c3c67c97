// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { answerKey, dropKeptAnswer, forgetNote, keepNotedAnswer, keptAnswer, keptAnswerResume, noteAnswer } from './kept-answer';

const key = answerKey('/will/yourself', 'about-you');

beforeEach(() => {
  sessionStorage.clear();
  forgetNote(key);
});

describe('the answer kept when a session ends', () => {
  it('is handed back to the user it was typed by, for the step it was typed in', () => {
    noteAnswer(key, { fullName: 'Ann Typed' });
    keepNotedAnswer('user-a');
    expect(keptAnswer(answerKey('/will/yourself', 'other-step'), 'user-a')).toBeNull();
    expect(keptAnswer(key, 'user-a')).toEqual({ fullName: 'Ann Typed' });
    dropKeptAnswer();
    expect(keptAnswer(key, 'user-a')).toBeNull();
  });

  it('is never handed to someone else who signs in on the tab, and is dropped for good', () => {
    noteAnswer(key, { fullName: 'Ann Typed' });
    keepNotedAnswer('user-a');
    expect(keptAnswer(key, 'user-b')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(keptAnswer(key, 'user-a')).toBeNull();
  });

  it('drops an answer kept without an owner (by an earlier version of the app) or unreadable', () => {
    sessionStorage.setItem('will-writer:kept-answer', JSON.stringify({ key, data: { fullName: 'Nobody' } }));
    expect(keptAnswer(key, 'user-a')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('will-writer:kept-answer', '{not json');
    expect(keptAnswer(key, 'user-a')).toBeNull();
  });

  it('keeps nothing when nothing was typed, or the step was saved', () => {
    keepNotedAnswer('user-a');
    expect(sessionStorage.length).toBe(0);
    noteAnswer(key, { fullName: 'Ann Typed' });
    forgetNote(key);
    keepNotedAnswer('user-a');
    expect(sessionStorage.length).toBe(0);
  });

  it('is saved when kept as the session ends, shown when kept as the page reloads', () => {
    noteAnswer(key, { fullName: 'Ann Typed' });
    keepNotedAnswer('user-a');
    expect(keptAnswerResume()).toBe('save');
    keepNotedAnswer('user-a', 'show');
    expect(keptAnswerResume()).toBe('show');
    expect(keptAnswer(key, 'user-a')).toEqual({ fullName: 'Ann Typed' });
  });
});
