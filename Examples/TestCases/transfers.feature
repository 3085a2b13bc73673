@transfers
Feature: Transfers
  A signed-in user sends money from the Everyday account.

  Background:
    Given the user is signed in

  @C301
  Scenario: Review a transfer before sending it
    When I open the Transfer screen
    And I enter "100.00" into the amount field
    And I type "Rent share" into "Reference"
    And I tap "Review"
    Then the Transfer confirmation screen is shown
    And I should see the summary

  @C302
  Scenario Outline: An amount above the balance is rejected
    When I open the Transfer screen
    And I enter "<amount>" into the amount field
    And I tap "Review"
    Then "Insufficient funds" is shown
    And the Transfer screen is shown

    Examples:
      | amount   |
      | 1250.01  |
      | 99999.00 |

  @C303
  Scenario: Share the receipt of a sent transfer
    Given a transfer of "12.50" was sent
    When I tap "Share receipt"
    Then the share sheet is shown
