/**
 * The exercise library over HTTP: an entry's instructions, cues, mistakes and variations, and its SVG
 * illustration. Generic content (no member data), so both are public and the SVG is cached for a day.
 */
import { exerciseDetailResponse, exerciseIdParams, type ExerciseDetail } from '@common/exercises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXERCISE_BY_ID, exerciseIllustration, type Exercise } from '../../engine';
import { NotFound } from '../../lib/errors';

const named = (ids: string[]) =>
  ids.flatMap((id) => {
    const e = EXERCISE_BY_ID.get(id);
    return e ? [{ id, name: e.name }] : [];
  });

function toDetail(e: Exercise): ExerciseDetail {
  return {
    id: e.id,
    name: e.name,
    kind: e.kind,
    level: e.level,
    muscles: e.muscles,
    secondaryMuscles: e.secondaryMuscles,
    equipment: e.kit,
    places: e.places,
    instructions: e.instructions,
    cues: e.cues,
    mistakes: e.mistakes,
    regressions: named(e.regressions),
    progressions: named(e.progressions),
    illustrationUrl: `/api/exercises/${e.id}/illustration.svg`,
  };
}

export function exerciseRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/:id',
      {
        config: { access: 'public' },
        schema: { tags: ['exercises'], params: exerciseIdParams, response: { 200: exerciseDetailResponse } },
      },
      async (request) => {
        const e = EXERCISE_BY_ID.get(request.params.id);
        if (!e) throw new NotFound('Exercise not found.');
        return { exercise: toDetail(e) };
      },
    );

    app.get(
      '/:id/illustration.svg',
      { config: { access: 'public' }, schema: { tags: ['exercises'], params: exerciseIdParams } },
      async (request, reply) => {
        const svg = exerciseIllustration(request.params.id);
        if (!svg) throw new NotFound('Exercise not found.');
        return reply
          .header('content-type', 'image/svg+xml; charset=utf-8')
          .header('cache-control', 'public, max-age=86400')
          .send(svg);
      },
    );
  };
}
