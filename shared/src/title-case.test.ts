import { describe, expect, it } from 'vitest'
import { titleCaseProblems } from './title-case.ts'

describe('titleCaseProblems', () => {
  it('when a heading is in Title Case, then nothing is reported', () => {
    expect(titleCaseProblems('Who We Partner With')).toEqual([])
    expect(titleCaseProblems('Stage 1: A Plan for the First 30 Days (Weeks 1–3)')).toEqual([])
    expect(titleCaseProblems('Partner on lestartup.com')).toEqual([])
    expect(titleCaseProblems('Let’s Discuss Your Capital Needs')).toEqual([])
    expect(titleCaseProblems('Community Compounds, but Only with Structure')).toEqual([])
  })

  it('when a heading is in sentence case or capitalizes a small word, then those words are reported', () => {
    expect(titleCaseProblems('What you get')).toEqual(['you', 'get'])
    expect(titleCaseProblems('Ready To Get Started')).toEqual(['To'])
    expect(titleCaseProblems('Build Your AI Venture With Us')).toEqual(['With'])
  })
})
