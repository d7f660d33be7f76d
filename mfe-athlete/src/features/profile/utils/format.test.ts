import { describe, expect, it } from 'vitest';
import { clock } from './clock.ts';
import {
  budgetText,
  englishText,
  fileMeta,
  fullName,
  gpaText,
  levelText,
  scholarshipText,
  schoolSizeText,
  sportLine,
  sportName,
  stateNames,
} from './format.ts';

describe('profile formatting', () => {
  it('joins the name parts that are there', () => {
    expect(fullName({ first_name: 'Sem', last_name: 'de Vries' })).toBe('Sem de Vries');
    expect(fullName({ first_name: ' Sem ', last_name: null })).toBe('Sem');
    expect(fullName({ first_name: '', last_name: null })).toBeNull();
  });

  it('names the sport as the catalogue does, with the team and the position', () => {
    expect(sportName('veldhockey')).toBe('Hockey');
    expect(sportName('Korfbal')).toBe('Korfbal');
    expect(sportLine({ sport: 'voetbal', team: 'dames', position: 'Keeper' })).toBe('Voetbal (dames) · Keeper');
    expect(sportLine({ sport: 'Hockey', team: null, position: null })).toBe('Hockey · positie onbekend');
    expect(sportLine({ sport: null, team: 'heren', position: 'Keeper' })).toBeNull();
  });

  it('writes numbers the Dutch way', () => {
    expect(gpaText({ academic_gpa: 3.3 })).toBe('3,3');
    expect(gpaText({ academic_gpa: 4, academic_grade: null })).toBe('4,0');
    expect(gpaText({ academic_gpa: 3.67 })).toBe('3,67');
    expect(gpaText({ academic_gpa: null })).toBeNull();
    // The Dutch average the athlete typed, with the estimate it became.
    expect(gpaText({ academic_gpa: 3.3, academic_grade: 7.4 })).toBe('7,4 (GPA-schatting 3,3)');
    expect(gpaText({ academic_gpa: 4, academic_grade: 8 })).toBe('8,0 (GPA-schatting 4,0)');
    expect(budgetText(15000)).toBe('€15.000 per jaar');
    expect(budgetText(null)).toBeNull();
  });

  it('shows the English test on its own scale', () => {
    expect(englishText({ english_test: 'toefl', english_score: 100 })).toBe('TOEFL iBT: 100');
    expect(englishText({ english_test: 'ielts', english_score: 6.5 })).toBe('IELTS: 6,5');
    expect(englishText({ english_test: 'ielts', english_score: 7 })).toBe('IELTS: 7,0');
    expect(englishText({ english_test: 'duolingo', english_score: null })).toBe('Duolingo English Test');
    expect(englishText({ english_test: null, english_score: 90 })).toBeNull();
  });

  it('names the preferred states in Dutch', () => {
    expect(stateNames(['CA', 'HI', 'NC'])).toEqual(['Californië', 'Hawaï', 'North Carolina']);
    expect(stateNames(['XX'])).toEqual(['XX']);
  });

  it("reads the stored level through the athlete's own sport", () => {
    expect(levelText({ sport: 'Hockey', team: 'heren', competition_level: 'hoofdklasse' })).toBeTruthy();
    expect(levelText({ sport: 'Voetbal', team: 'heren', competition_level: 'tweede-divisie' })).toBe('Tweede divisie');
    expect(levelText({ sport: 'Voetbal', team: 'heren', competition_level: null })).toBeNull();
    expect(levelText({ sport: null, team: null, competition_level: 'iets-onbekends' })).toBe('iets-onbekends');
  });

  it('writes the size and scholarship in words, and when a file came', () => {
    expect(schoolSizeText('middel')).toBe('Middelgroot (5.000 tot 20.000)');
    expect(schoolSizeText(null)).toBeNull();
    expect(scholarshipText('Partial')).toBe('Partial (gedeeltelijke beurs)');
    expect(scholarshipText('Eigen tekst')).toBe('Eigen tekst');
    expect(fileMeta({ size: 84_000, created_at: '2026-11-23T23:30:00Z' })).toBe(
      '82,0 KB · geüpload op 24 november 2026',
    );
  });

  it("writes a video's length as a player does: minutes and seconds, rounded down", () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(7.9)).toBe('0:07');
    expect(clock(222.4)).toBe('3:42');
    expect(clock(400)).toBe('6:40');
    expect(clock(3845)).toBe('64:05');
  });
});
