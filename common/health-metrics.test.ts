import { describe, expect, it } from 'vitest';
import { bmi, bmiCategory, bmr, dailyEnergyNeed } from './health-metrics';

describe('health metrics', () => {
  it('computes BMI to one decimal', () => {
    expect(bmi(75, 180)).toBe(23.1);
    expect(bmi(null, 180)).toBeNull();
    // Outside the profile's ranges there is no BMI (height 300 once showed "8.1 kg/m² Underweight").
    expect(bmi(73, 300)).toBeNull();
    expect(bmi(73, 99)).toBeNull();
    expect(bmi(301, 180)).toBeNull();
    expect(bmi(Number.NaN, 180)).toBeNull();
    expect(bmi(30, 100)).toBe(30);
    expect(bmi(300, 250)).toBe(48);
    expect(bmiCategory(23.1)).toBe('Healthy weight');
    expect(bmiCategory(30)).toBe('Obesity');
    expect(bmiCategory(18.4)).toBe('Underweight');
  });

  it('computes BMR by Mifflin-St Jeor only for male/female with all inputs', () => {
    expect(bmr({ age: 30, gender: 'male', height: 180, weight: 75 })).toBe(1730);
    expect(bmr({ age: 30, gender: 'female', height: 165, weight: 60 })).toBe(1320);
    expect(bmr({ age: 30, gender: 'other', height: 180, weight: 75 })).toBeNull();
    expect(bmr({ age: null, gender: 'male', height: 180, weight: 75 })).toBeNull();
    expect(bmr({ age: 30, gender: 'male', height: 300, weight: 75 })).toBeNull();
    expect(bmr({ age: 121, gender: 'male', height: 180, weight: 75 })).toBeNull();
    expect(bmr({ age: 30, gender: 'female', height: 165, weight: 20 })).toBeNull();
    expect(dailyEnergyNeed(1730, 'moderate')).toBe(2682);
    expect(dailyEnergyNeed(null, 'moderate')).toBeNull();
  });
});
