import { describe, expect, it } from 'vitest';
import { Type, type TSchema } from '@sinclair/typebox';
import { compileAnswer } from '../../src/http/answerWriter.ts';

/** A tree answer, built anew each time, as a plugin loaded again (another kernel, another test file) builds it. */
const node = () => Type.Recursive((Node) => Type.Object({ name: Type.String(), children: Type.Array(Node) }), { $id: 'RecursiveAnswerNode' });

const tree = { name: 'root', children: [{ name: 'leaf', children: [], extra: true }] };
const broken = { name: 'root', children: [{ name: 7, children: [] }] };

function checked(schema: TSchema) {
  const answer = compileAnswer(schema, { check: true });
  if (answer.kind !== 'json' || !answer.mismatch) throw new Error('a checked JSON answer was expected');
  return { serialize: answer.serialize, mismatch: answer.mismatch };
}

describe('recursive answers (ids of their own)', () => {
  it('are checked and serialised at the top and inside another answer, each time their schema is built anew', () => {
    for (let load = 0; load < 2; load++) {
      const own = node();
      const alone = checked(own);
      expect(alone.mismatch(tree)).toBeNull();
      expect(alone.mismatch(broken)).toMatch(/children\/0\/name/);
      expect(JSON.parse(alone.serialize(tree))).toEqual({ name: 'root', children: [{ name: 'leaf', children: [] }] });

      const inside = checked(Type.Object({ tree: own }));
      expect(inside.mismatch({ tree })).toBeNull();
      expect(inside.mismatch({ tree: broken })).toMatch(/tree\/children\/0\/name/);
    }
  });
});
