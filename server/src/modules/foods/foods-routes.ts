import {
  customFoodBody,
  foodIdParams,
  foodLogBody,
  foodLogDayQuery,
  foodLogDayResponse,
  foodLogIdParams,
  foodLogResponse,
  foodResponse,
  foodSearchQuery,
  foodSearchResponse,
  gtinParams,
  unknownBarcodeResponse,
  recentFoodsResponse,
  recipeBody,
  recipeIdParams,
  recipeResponse,
  recipesResponse,
} from '@common/foods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { actorOf } from '../../http/access';
import { IDEMPOTENCY_DOC, idempotencyKey } from '../../http/idempotency';

const MEMBER = { access: 'member', staffReads: 'none' } as const;
const tags = ['foods'];

/** /api/foods: the food database (search, a food, a barcode, the member's own foods and recipes). */
export function foodRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { foods } = ctx.services;
  return async (app) => {
    app.get(
      '/',
      {
        config: MEMBER,
        schema: {
          tags,
          description:
            'Search the food database (IFCT 2017, USDA, dishes per serving, imported packaged foods, your own foods): forgiving of spelling, Hindi and regional names, plurals and typos.',
          querystring: foodSearchQuery,
          response: { 200: foodSearchResponse },
        },
      },
      async (request) => ({
        foods: await foods.search(actorOf(request), request.query.q, request.query.limit),
      }),
    );
    app.get(
      '/recent',
      {
        config: MEMBER,
        schema: {
          tags,
          description: 'The foods you logged most recently.',
          response: { 200: recentFoodsResponse },
        },
      },
      async (request) => ({ foods: await foods.recent(actorOf(request)) }),
    );
    app.get(
      '/recipes',
      {
        config: MEMBER,
        schema: { tags, description: 'Your recipes, oldest first.', response: { 200: recipesResponse } },
      },
      async (request) => ({ recipes: await foods.recipes(actorOf(request)) }),
    );
    app.post(
      '/recipes',
      {
        config: MEMBER,
        schema: {
          tags,
          description: `Create a recipe from ingredients (foods of the database or your own, each a measure × amount) and the servings it makes; its per-serving nutrients are summed from the ingredients, and it is found and logged like a food (its foodId) by you only. ${IDEMPOTENCY_DOC}`,
          body: recipeBody,
          response: { 201: recipeResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          recipe: await foods.createRecipe(actorOf(request), request.body, idempotencyKey(request)),
        }),
    );
    app.get(
      '/recipes/:id',
      { config: MEMBER, schema: { tags, params: recipeIdParams, response: { 200: recipeResponse } } },
      async (request) => ({ recipe: await foods.recipe(actorOf(request), request.params.id) }),
    );
    app.delete(
      '/recipes/:id',
      {
        config: MEMBER,
        schema: {
          tags,
          description: 'Delete your recipe; food already logged from it stays logged.',
          params: recipeIdParams,
        },
      },
      async (request, reply) => {
        await foods.removeRecipe(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
    app.get(
      '/barcode/:gtin',
      {
        config: MEMBER,
        schema: {
          tags,
          description:
            'A packaged food by its barcode (GTIN-8/12/13/14): your own food with that barcode, else a product the operator imported from Open Food Facts (with its licence notice in `attribution`); an unknown barcode answers 404 with a message for the member and `create`: the call that creates the food with that barcode (POST /api/foods with its gtin).',
          params: gtinParams,
          response: { 200: foodResponse, 404: unknownBarcodeResponse },
        },
      },
      async (request) => ({ food: await foods.byBarcode(actorOf(request), request.params.gtin) }),
    );
    app.get(
      '/:id',
      { config: MEMBER, schema: { tags, params: foodIdParams, response: { 200: foodResponse } } },
      async (request) => ({ food: await foods.food(actorOf(request), request.params.id) }),
    );
    app.post(
      '/',
      {
        config: MEMBER,
        schema: {
          tags,
          description:
            "Create your own food from a packet's label (values for one serving; optional barcode).",
          body: customFoodBody,
          response: { 201: foodResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ food: await foods.createCustom(actorOf(request), request.body) }),
    );
  };
}

/** /api/food-logs: what the member ate, by day and meal slot. */
export function foodLogRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { foods } = ctx.services;
  return async (app) => {
    app.post(
      '/',
      {
        config: MEMBER,
        schema: {
          tags,
          description: `Log a food (a measure × amount) or calories only (kind "quick") to a meal of a day. ${IDEMPOTENCY_DOC}`,
          body: foodLogBody,
          response: { 201: foodLogResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ entry: await foods.log(actorOf(request), request.body, idempotencyKey(request)) }),
    );
    app.get(
      '/',
      {
        config: MEMBER,
        schema: {
          tags,
          description:
            "A day's entries and totals against the active plan's targets and the member's ceilings (saturated fat, sodium, potassium).",
          querystring: foodLogDayQuery,
          response: { 200: foodLogDayResponse },
        },
      },
      async (request) => foods.day(actorOf(request), request.query.date),
    );
    app.delete(
      '/:id',
      { config: MEMBER, schema: { tags, params: foodLogIdParams } },
      async (request, reply) => {
        await foods.remove(actorOf(request), request.params.id);
        return reply.status(204).send();
      },
    );
  };
}
