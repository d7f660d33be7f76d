import { CONSENT_TEXTS } from '@talentbrug/domain/onboarding/consent';
import {
  createGuardianConsent,
  createOnboardingData,
  type OnboardingData,
  setValue,
} from '@talentbrug/domain/onboarding/data';
import { exampleOnboardingData, exampleUnder16OnboardingData } from '@talentbrug/domain/onboarding/example';
import { GUARDIAN_TEXTS } from '@talentbrug/domain/onboarding/guardian';
import { ONBOARDING_STEPS, type StepId } from '@talentbrug/domain/onboarding/steps';
import { progressOf } from '@talentbrug/domain/onboarding/validation';
import { describe, expect, it } from 'vitest';
import { PROGRESS_TEXTS, TODO_LIMIT, todoItems } from './progress.ts';
import { levelClearedNote } from './sport-notes.ts';
import { type FieldDef, fieldLabel, stepPrompt, WIZARD_STEPS, wizardField, wizardStep } from './steps.ts';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const fieldAt = (path: Parameters<typeof wizardField>[0]): FieldDef => {
  const found = wizardField(path);
  if (!found) throw new Error(`no field ${path}`);
  return found;
};
const summary = (id: StepId, data: OnboardingData, now?: Date) => wizardStep(id).summary(data, now);

describe("the wizard's steps", () => {
  it("are the domain's six steps in its order, each field with the domain's rule and the wizard's words", () => {
    expect(WIZARD_STEPS.map((s) => s.id)).toEqual(ONBOARDING_STEPS.map((s) => s.id));
    WIZARD_STEPS.forEach((step, index) => {
      expect(step.title && step.description && step.icon && step.coachPrompt && step.coachTip).toBeTruthy();
      const rules = ONBOARDING_STEPS[index]?.fields ?? [];
      expect(step.fields.map((f) => f.path)).toEqual(rules.map((f) => f.path));
      step.fields.forEach((f, at) => {
        expect(f.label.length).toBeGreaterThan(1);
        expect(f).toMatchObject(rules[at] ?? {});
      });
    });
  });

  it('name the two consents and the college levels as the spec says', () => {
    expect(fieldAt('consent.accepted').label).toBe(
      'Ik heb de algemene voorwaarden en de privacyverklaring gelezen en ga akkoord.',
    );
    expect(fieldAt('consent.sharing.accepted').label).toBe(CONSENT_TEXTS.sharingLabel);
    expect(fieldAt('consent.sharing.accepted').helper).toContain('Dit is nodig om je aan te melden');
    expect(fieldAt('preferences.divisions')).toMatchObject({ label: 'Welke niveaus spreken je aan?', wide: true });
    expect(fieldAt('preferences.divisions').helper).toContain(
      'Vink je niets aan, dan kijkt de matching naar alle niveaus.',
    );
  });

  it('say under the level field why it was emptied (copy/sport-notes.ts)', () => {
    expect(fieldAt('sport.level').clearedNote).toBe(levelClearedNote);
  });

  it('say a term stored before it began has begun', () => {
    const field = fieldAt('preferences.startTerm');
    expect(field.noticeFor?.(setValue(exampleOnboardingData(), 'preferences.startTerm', 'Fall 2025'))).toBe(
      'Fall 2025 is al begonnen. Kies een nieuwe start.',
    );
    expect(field.noticeFor?.(exampleOnboardingData())).toBeNull();
  });
});

describe('the guardian block in words', () => {
  const consent = wizardStep('consent');
  const minorWithoutGuardian = () => {
    const data = exampleUnder16OnboardingData(NOW);
    return { ...data, consent: { ...data.consent, guardian: createGuardianConsent() } };
  };

  it('has a note and a prompt for the parent only below 16', () => {
    expect(consent.noteFor?.(exampleOnboardingData(), NOW)).toBeNull();
    expect(consent.noteFor?.(exampleUnder16OnboardingData(NOW), NOW)).toBe(GUARDIAN_TEXTS.note);
    expect(stepPrompt(consent, exampleUnder16OnboardingData(NOW), NOW)).toContain('jonger bent dan 16');
    expect(stepPrompt(consent, exampleOnboardingData(), NOW)).not.toContain('16');
  });

  it('names the athlete in the parent’s checkbox label', () => {
    const box = fieldAt('consent.guardian.accepted');
    expect(fieldLabel(box, exampleUnder16OnboardingData(NOW))).toBe(
      'Ik ben de ouder of voogd van Noor en geef Talentbrug toestemming om deze gegevens te verwerken en te delen met zijn talentmanagers, zoals beschreven in de privacyverklaring.',
    );
    expect(fieldLabel(box, createOnboardingData())).toContain('ouder of voogd van deze sporter en');
    expect(fieldAt('consent.guardian.name').label).toBe('Naam van je ouder of voogd');
    expect(fieldAt('consent.guardian.email').label).toBe('E-mailadres van je ouder of voogd');
  });

  it("lists the parent's fields in 'Nog te doen' only when they are asked", () => {
    expect(todoItems(minorWithoutGuardian(), 6, NOW)).toEqual([
      'Toestemming: Naam van je ouder of voogd',
      'Toestemming: E-mailadres van je ouder of voogd',
      'Toestemming: Toestemming van je ouder of voogd',
    ]);
    expect(todoItems(exampleOnboardingData(), 6, NOW)).toEqual([]);
  });

  it('says in the summary that the parent consented, and the coach mentions the parent from the first step', () => {
    expect(consent.summary(exampleUnder16OnboardingData(NOW), NOW).user).toBe(
      'Ik ga akkoord met de voorwaarden en de privacyverklaring (versie 2025-01). Talentbrug mag mijn profiel delen met zijn talentmanagers. Mijn ouder of voogd, Marieke Bakker, geeft ook toestemming.',
    );
    expect(consent.summary(exampleOnboardingData(), NOW).user).toBe(
      'Ik ga akkoord met de voorwaarden en de privacyverklaring (versie 2025-01). Talentbrug mag mijn profiel delen met zijn talentmanagers.',
    );
    expect(summary('personal', exampleUnder16OnboardingData(NOW), NOW).coach).toBe(
      'Leuk je te leren kennen, Noor! Omdat je jonger bent dan 16, doe je de laatste stap straks samen met je ouder of voogd.',
    );
    expect(summary('personal', exampleOnboardingData(), NOW).coach).not.toContain('ouder');
  });
});

describe("Sanne's prompts and replies", () => {
  const withUniversity = (id: string) => setValue(createOnboardingData(), 'preferences.universityOfInterest', id);

  it('name the university of interest in her first prompt and on the preferences step', () => {
    const data = withUniversity('243744');
    expect(stepPrompt(wizardStep('personal'), data, NOW)).toContain(
      'Je wilt weten wat je kansen zijn bij Stanford University.',
    );
    expect(stepPrompt(wizardStep('preferences'), data, NOW)).toContain(
      'Stanford University staat al op je lijst: die neem ik mee in je matches.',
    );
    expect(stepPrompt(wizardStep('personal'), createOnboardingData(), NOW)).toBe(wizardStep('personal').coachPrompt);
    // An id the wizard cannot name is still carried along, described instead of named.
    expect(stepPrompt(wizardStep('preferences'), withUniversity('100654'), NOW)).toContain(
      'De universiteit die je bij ons bekeek staat al op je lijst',
    );
    expect(
      summary('preferences', setValue(exampleOnboardingData(), 'preferences.universityOfInterest', '199120')).user,
    ).toContain('Ik heb interesse in University of North Carolina at Chapel Hill.');
  });

  it('summarise each step as a user bubble and a coach bubble, also for empty data', () => {
    const empty = createOnboardingData();
    const full = exampleOnboardingData();
    for (const step of WIZARD_STEPS) {
      const bubbles = step.summary(empty);
      expect(bubbles.user.length).toBeGreaterThan(0);
      expect(bubbles.coach.length).toBeGreaterThan(0);
    }
    expect(summary('personal', full).user).toBe(
      'Ik ben Lisa de Vries, geboren op 12 maart 2008, met de Nederlandse nationaliteit.',
    );
    // A country instead of the adjective the field asks for is quoted, not bent into 'met de Nederland nationaliteit'.
    expect(summary('personal', setValue(full, 'personal.nationality', 'Nederland')).user).toBe(
      'Ik ben Lisa de Vries, geboren op 12 maart 2008, nationaliteit: Nederland.',
    );
    expect(summary('personal', full).coach).toBe('Leuk je te leren kennen, Lisa!');
    expect(summary('sport', full).user).toBe(
      // The level as the athlete picked it from hockey's own ladder.
      'Mijn sport: hockey, positie Middenveld bij HC Bloemendaal MO18-1 (dames). Niveau: Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16). 172 cm, 63 kg.',
    );
    // A Dutch grade gets the GPA estimate in the coach's reply, with a decimal comma.
    expect(summary('academics', full).coach).toBe(
      'Een 7,4 is ongeveer een GPA van 3,3. Dat is een schatting: het NCAA Eligibility Center berekent de officiële GPA. Bij het zoeken let ik erop dat een universiteit Kinesiology aanbiedt.',
    );
    expect(summary('preferences', full).user).toBe(
      `Ik wil naar de Verenigde Staten, starten in ${full.preferences.startTerm}, eigen budget €12.000 per jaar, beurs: Partial (gedeeltelijke beurs).`,
    );
    expect(summary('preferences', full).coach).toContain(
      'Met een eigen budget van €12.000 per jaar zoek ik universiteiten waar je mee rondkomt.',
    );
    expect(summary('media', full).user).toBe('Mijn highlightvideo en mijn motivatie staan klaar.');
  });

  it('name the chosen level as the sport’s ladder does', () => {
    const data = setValue(
      setValue(setValue(createOnboardingData(), 'sport.primarySport', 'Hockey'), 'sport.team', 'dames'),
      'sport.level',
      'promotieklasse',
    );
    expect(summary('sport', data).user).toContain('Niveau: Promotieklasse of subtopklasse jeugd.');
  });

  it('say the wished college levels back', () => {
    const withDivisions = (choices: string) => setValue(exampleOnboardingData(), 'preferences.divisions', choices);
    const two = summary('preferences', withDivisions('naia,d2'));
    expect(two.user).toContain('niveau: NCAA Division II of NAIA');
    expect(two.coach).toContain('Ik geef NCAA Division II en NAIA voorrang in je matches.');
    expect(summary('preferences', withDivisions('njcaa,d1,d3')).user).toContain(
      'niveau: NCAA Division I, NCAA Division III of NJCAA (junior college)',
    );
    expect(summary('preferences', withDivisions('')).user).not.toContain('niveau');
  });

  it("say where the athlete wants to go as Dutch says it: 'naar de Verenigde Staten', 'naar het Verenigd Koninkrijk'", () => {
    const to = (country: string) =>
      summary('preferences', setValue(createOnboardingData(), 'preferences.targetCountry', country)).user;
    expect(to('Verenigde Staten')).toBe('Ik wil naar de Verenigde Staten.');
    expect(to('Canada')).toBe('Ik wil naar Canada.');
    expect(to('Verenigd Koninkrijk')).toBe('Ik wil naar het Verenigd Koninkrijk.');
    expect(to('Opportunistisch')).toBe('Ik ga waar mijn kansen het best zijn.');
  });

  it("reply to what the athlete typed and leave the next step's question to its prompt", () => {
    const full = exampleOnboardingData();
    const replies = WIZARD_STEPS.slice(0, -1).map((step) => step.summary(full).coach);
    // No reply opens the next step, so the prompt that follows is never said twice ('Nu je opleiding').
    WIZARD_STEPS.slice(1).forEach((next, index) => {
      const firstWords = stepPrompt(next, full).split(/[.!?]/)[0] as string;
      expect(replies[index]).not.toContain(firstWords);
    });
    expect(summary('sport', full).coach).toBe(
      'Hockey bij HC Bloemendaal MO18-1, op het niveau ‘Hoofdklasse (senioren) of hoogste jeugdklasse (O18/O16)’: sterk! Daarmee kan een coach je snel plaatsen.',
    );
    expect(summary('sport', setValue(full, 'sport.primarySport', 'Padel')).coach).toContain(
      'Padel staat niet in onze lijst',
    );
    expect(summary('media', setValue(full, 'media.highlightVideo', '')).coach).toContain(
      'je highlightvideo voeg je later toe op je profiel',
    );
    expect(summary('media', full).coach).toContain('Je motivatie geef ik door aan je talentmanager.');
    expect(summary('preferences', setValue(full, 'preferences.scholarshipType', 'Full-ride')).coach).toContain(
      'Een volledige beurs is zeldzaam',
    );
  });
});

describe("the 'Voortgang' panel's words", () => {
  it("lists at most six missing fields as 'step: label', in step order", () => {
    // The whole list as the panel shows it is pinned by onboarding-wizard.test.tsx.
    const items = todoItems(createOnboardingData());
    expect(items).toHaveLength(TODO_LIMIT);
    expect(items[0]).toBe('Persoonlijke gegevens: Voornaam');
    const nearlyDone = setValue(exampleOnboardingData(), 'consent.accepted', false);
    expect(todoItems(setValue(nearlyDone, 'sport.keyStats', ''))).toEqual([
      'Sport: Belangrijkste statistieken',
      'Toestemming: Akkoord met de voorwaarden en de privacyverklaring',
    ]);
    expect(todoItems(exampleOnboardingData())).toEqual([]);
  });

  it('names the measure plainly, and says all is filled only when nothing is left', () => {
    expect(PROGRESS_TEXTS.label).toBe('Verplichte vragen ingevuld');
    expect(PROGRESS_TEXTS.count(1, 26)).toBe('1 van 26');
    expect(PROGRESS_TEXTS.more(1)).toBe('en nog 1 vraag');
    expect(PROGRESS_TEXTS.more(20)).toBe('en nog 20 vragen');
    expect(PROGRESS_TEXTS.allFilled).not.toMatch(/compleet|100/);
    expect(progressOf(exampleOnboardingData()).missing).toEqual([]);
  });
});
