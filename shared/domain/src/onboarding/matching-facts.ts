import { orderedDivisions } from '../profile/divisions.ts';
import { inRange, type NumberRange, RANGES } from '../profile/ranges.ts';
import { choicesOf, type OnboardingData } from './data.ts';
import { isDutchGrade } from './grades.ts';
import { parseNumber } from './numbers.ts';
import { isInstitutionId } from './university-of-interest.ts';

/** A whole number within the field's own range, or null: an out-of-range answer is not a fact. */
function within(input: string, range: NumberRange): number | null {
  const value = parseNumber(input);
  return Number.isInteger(value) && inRange(value, range) ? value : null;
}

/**
 * The matching facts the wizard asks that the submit payload (spec) has no field for: test
 * scores, the diploma year, the kind of scholarship, the college levels the athlete wishes and the
 * university the athlete came from on the landing (an institution id; anything else is no choice).
 * The profile gets them from here.
 */
export function matchingFactsOf(data: OnboardingData) {
  const university = data.preferences.universityOfInterest.trim();
  const grade = parseNumber(data.academics.gpa);
  return {
    // The Dutch average as typed (7,4), shown beside its GPA estimate; null for a GPA typed as such.
    academic_grade: isDutchGrade(grade) ? Math.round(grade * 10) / 10 : null,
    sat_score: within(data.academics.satScore, RANGES.satScore),
    act_score: within(data.academics.actScore, RANGES.actScore),
    graduation_year: within(data.academics.graduationYear, RANGES.graduationYear),
    scholarship_type: data.preferences.scholarshipType.trim() || null,
    preferred_divisions: orderedDivisions(choicesOf(data.preferences.divisions)),
    university_of_interest: isInstitutionId(university) ? university : null,
  };
}
