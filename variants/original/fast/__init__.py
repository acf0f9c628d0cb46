"""Faster listings of the original edition's action rules, kept apart from the rules they
mirror: each module's listing is a subclass of its rule with its own ``legal``, which must
give the rule's ``candidates`` that its ``check`` accepts, in the same order (the checked
mode, core/checked.py, compares the two at every decision). The rules stay where they
live (powers.py, formation.py, combat.py, recruiting.py); the variant lists with these
and explains refusals with the rules' ``check``."""
